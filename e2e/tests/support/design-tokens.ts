import type { Page } from '@playwright/test';

/** A design token of the page (`--brick`...) as the browser computes colours: 'rgb(r, g, b)'. */
export async function tokenColour(page: Page, name: string): Promise<string> {
  return page.evaluate((property) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${property})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);
}
