import { DEFAULT_LOCALE, localeOfPath } from '../i18n/locale.js';

/**
 * The contract between the shell and the remotes it composes at runtime. A remote states in what it deploys (its
 * mf-manifest.json, under `metaData.declaration`) which pages it owns and what it needs of the shell; the shell
 * states in what it deploys (`shell.json` beside its index.html) what it provides. The shell reads the remotes'
 * declarations at runtime, and `npm run can-deploy` compares both before a remote ships.
 *
 * `contract` is the version of this shape: a reader refuses a declaration of a version it does not know, so a
 * change that an older shell could misread gets a new number.
 */
export const FEDERATION_CONTRACT = 2;

/**
 * What each contract added. A reader reads every contract from 1 to the newest it knows; a declaration states the
 * oldest one that describes it, so a remote with nothing new still fits an older shell.
 * - 1: pages, extensions, shared needs, first-view renderer.
 * - 2 (issue 30): pages in another language. A page's path says its language ('/es...' is Spanish, localeOfPath),
 *   and the reader shows each language its own menu: a reader of 1 would list them all in one.
 */
export const contractOfPages = (pages: readonly { path: string }[]): number =>
  pages.some((page) => localeOfPath(page.path) !== DEFAULT_LOCALE) ? 2 : 1;

const knownContract = (contract: unknown): contract is number =>
  Number.isInteger(contract) && (contract as number) >= 1 && (contract as number) <= FEDERATION_CONTRACT;

/** Where a page is mounted: the public frame, or the back office (staff only, inside the admin layout). */
export type PageSection = 'public' | 'admin';

/** An icon as SVG path data, so a new page's sidebar icon ships with its remote (the shell draws it). */
export interface DeclaredIcon {
  viewBox: string;
  paths: string[];
}

export interface PageDeclaration {
  /** Absolute path the shell mounts the page at: '/admin/inquiries'. */
  path: string;
  /** Module Federation expose name: the page is `./<expose>` of the remote. */
  expose: string;
  /** Its menu entry. */
  label: string;
  /** Menu position within its section (smaller first; the shell merges the pages of every remote by it). */
  order: number;
  /** 'admin' pages are for signed-in staff only, inside the admin layout. */
  section: PageSection;
  /** The admin sidebar's icon (admin pages). */
  icon?: DeclaredIcon;
  /** API paths a first view of the page reads (public pages), fetched by the server that draws first views. */
  reads?: string[];
}

/** Where a remote's extension mounts in the shell: 'admin-layout' renders once inside the admin layout (alerts). */
export type ExtensionSlot = 'admin-layout';

export interface ExtensionDeclaration {
  slot: ExtensionSlot;
  expose: string;
}

/** One shared library as a remote consumes it: the version it was built with and, for subsets, the names it imports. */
export interface SharedNeed {
  version: string;
  requiredVersion: string;
  names?: string[];
}

/** One shared library as the shell provides it: its version and, for subsets, the names its copy exports. */
export interface SharedOffer {
  version: string;
  names?: string[];
}

/** The server renderer of a remote's first views: its contract version and the SHA-256 (hex) of its file. */
export interface FirstPaintDeclaration {
  contract: number;
  sha256: string;
}

export interface RemoteDeclaration {
  contract: number;
  /** The Module Federation container name. */
  remote: string;
  pages: PageDeclaration[];
  extensions: ExtensionDeclaration[];
  shared: Record<string, SharedNeed>;
  firstPaint?: FirstPaintDeclaration;
}

/** `shell.json`: what the deployed shell provides to the remotes. */
export interface ShellDeclaration {
  contract: number;
  shared: Record<string, SharedOffer>;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

function pageProblem(page: unknown, at: string): string | undefined {
  if (!isRecord(page)) return `${at} is not an object`;
  if (!isText(page.path) || !page.path.startsWith('/')) return `${at}.path must start with "/"`;
  if (!isText(page.expose) || !/^[A-Za-z][\w-]*$/.test(page.expose))
    return `${at}.expose is not an expose name`;
  if (!isText(page.label)) return `${at}.label is missing`;
  if (typeof page.order !== 'number') return `${at}.order must be a number`;
  if (page.section !== 'public' && page.section !== 'admin')
    return `${at}.section must be "public" or "admin"`;
  const underAdmin = /^\/admin(\/|$)/.test(page.path);
  if (page.section === 'admin' && !underAdmin) return `${at}: an admin page's path starts with /admin`;
  if (page.section === 'public' && underAdmin) return `${at}: a public page's path cannot start with /admin`;
  if (
    page.icon !== undefined &&
    (!isRecord(page.icon) || !isText(page.icon.viewBox) || !isTextList(page.icon.paths))
  )
    return `${at}.icon must be { viewBox, paths }`;
  if (
    page.reads !== undefined &&
    !(isTextList(page.reads) && page.reads.every((read) => read.startsWith('/')))
  )
    return `${at}.reads must be API paths`;
  return undefined;
}

function sharedProblem(shared: unknown, at: string, needRange: boolean): string | undefined {
  if (!isRecord(shared)) return `${at} is not an object`;
  for (const [name, entry] of Object.entries(shared)) {
    if (!isRecord(entry) || !isText(entry.version)) return `${at}.${name}.version is missing`;
    if (needRange && !isText(entry.requiredVersion)) return `${at}.${name}.requiredVersion is missing`;
    if (entry.names !== undefined && !isTextList(entry.names))
      return `${at}.${name}.names must be a list of names`;
  }
  return undefined;
}

const contractProblem = (contract: unknown) =>
  knownContract(contract)
    ? undefined
    : `contract ${String(contract)} is not one this reader knows (1 to ${FEDERATION_CONTRACT})`;

/** The part of a remote's declaration the shell reads at runtime (the first-view server and can-deploy read it all). */
export type RemotePages = Pick<RemoteDeclaration, 'contract' | 'remote' | 'pages' | 'extensions'>;

/** Checks the pages part of a remote's declaration (from its manifest's `metaData.declaration`). */
export function parseRemotePages(raw: unknown): Parsed<RemotePages> {
  const fail = (error: string): Parsed<RemotePages> => ({ ok: false, error });
  if (!isRecord(raw)) return fail('the manifest has no declaration (metaData.declaration)');
  const contract = contractProblem(raw.contract);
  if (contract) return fail(contract);
  if (!isText(raw.remote)) return fail('remote is missing');
  if (!Array.isArray(raw.pages)) return fail('pages must be a list');
  for (const [index, page] of raw.pages.entries()) {
    const problem = pageProblem(page, `pages[${index}]`);
    if (problem) return fail(problem);
  }
  const needed = contractOfPages(raw.pages as { path: string }[]);
  if ((raw.contract as number) < needed)
    return fail(
      `pages in another language than English need contract ${needed}, the declaration states ${String(raw.contract)}`,
    );
  const extensions = raw.extensions ?? [];
  if (
    !Array.isArray(extensions) ||
    !extensions.every((ext) => isRecord(ext) && ext.slot === 'admin-layout' && isText(ext.expose))
  )
    return fail('extensions must be a list of { slot: "admin-layout", expose }');
  return { ok: true, value: { ...raw, extensions } as unknown as RemotePages };
}

/** Checks a whole remote declaration: its pages, and what it needs of the shared libraries and of the renderer. */
export function parseRemoteDeclaration(raw: unknown): Parsed<RemoteDeclaration> {
  const pages = parseRemotePages(raw);
  if (!pages.ok) return pages;
  const { shared = {}, firstPaint } = raw as { shared?: unknown; firstPaint?: unknown };
  const problem = sharedProblem(shared, 'shared', true);
  if (problem) return { ok: false, error: problem };
  if (
    firstPaint !== undefined &&
    !(isRecord(firstPaint) && typeof firstPaint.contract === 'number' && isText(firstPaint.sha256))
  )
    return { ok: false, error: 'firstPaint must be { contract, sha256 }' };
  return { ok: true, value: { ...pages.value, shared } as RemoteDeclaration };
}

/**
 * The browser's check of the pages part of a declaration: the shape the shell relies on, without the reasons (it
 * only logs that a remote's pages are unusable; can-deploy and the first-view server give the reasons). Agrees with
 * parseRemotePages (tested), in a fraction of the bytes every public page downloads.
 */
export function usableRemotePages(raw: unknown): RemotePages | undefined {
  if (!isRecord(raw) || !knownContract(raw.contract) || !isText(raw.remote) || !Array.isArray(raw.pages))
    return undefined;
  const extensions = raw.extensions ?? [];
  const usable =
    raw.pages.every(isUsablePage) &&
    raw.contract >= contractOfPages(raw.pages as { path: string }[]) &&
    Array.isArray(extensions) &&
    extensions.every((ext) => isRecord(ext) && ext.slot === 'admin-layout' && isText(ext.expose));
  return usable ? ({ ...raw, extensions } as unknown as RemotePages) : undefined;
}

const isUsablePage = (page: unknown): boolean =>
  isRecord(page) &&
  isText(page.path) &&
  (page.section === 'admin') === /^\/admin(\/|$)/.test(page.path) &&
  (page.section === 'admin' || (page.section === 'public' && page.path.startsWith('/'))) &&
  isText(page.expose) &&
  /^[A-Za-z][\w-]*$/.test(page.expose) &&
  isText(page.label) &&
  typeof page.order === 'number' &&
  (page.icon === undefined ||
    (isRecord(page.icon) && isText(page.icon.viewBox) && isTextList(page.icon.paths))) &&
  (page.reads === undefined || (isTextList(page.reads) && page.reads.every((read) => read.startsWith('/'))));

/** Checks the shell's `shell.json`. */
export function parseShellDeclaration(raw: unknown): Parsed<ShellDeclaration> {
  if (!isRecord(raw)) return { ok: false, error: 'shell.json is not an object' };
  const problem = contractProblem(raw.contract) ?? sharedProblem(raw.shared, 'shared', false);
  return problem ? { ok: false, error: problem } : { ok: true, value: raw as unknown as ShellDeclaration };
}

/** The declaration inside a remote's mf-manifest.json. */
export const declarationOfManifest = (manifest: unknown): unknown =>
  isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.declaration : undefined;

/**
 * A page as its remote writes it (`src/app/pages.ts`): `icon` names an @ant-design/icons-svg icon, which the build
 * turns into the SVG data the declaration carries.
 */
export type PageSource = Omit<PageDeclaration, 'icon'> & { icon?: string };

/** What a remote's `src/app/pages.ts` exports: the pages it owns and its extensions, before the build adds the rest. */
export interface RemoteSource {
  remote: string;
  pages: PageSource[];
  extensions?: ExtensionDeclaration[];
}

/**
 * The version of the first-view renderer's interface (what a remote's dist/server renderer exports and takes). The
 * server that draws first views refuses a renderer of another version: the page goes out without a first view.
 */
export const FIRST_PAINT_CONTRACT = 1;
