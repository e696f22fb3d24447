/**
 * Opening hours as staff type them ("8am-6pm", "8:30am - 5pm", "Closed"): one rule for the editor, the API and every
 * place the hours are shown, and the schema.org times the JSON-LD needs.
 */
const TIME = String.raw`(\d{1,2})(?::([0-5]\d))?\s*(am|pm)`;
const RANGE = new RegExp(String.raw`^\s*${TIME}\s*[-–]\s*${TIME}\s*$`, 'i');
const CLOSED = /^\s*closed\s*$/i;

/** Hours text accepted by the business details: a range of two 12-hour times, or "Closed". */
export const BUSINESS_HOURS_PATTERN = new RegExp(`${RANGE.source}|${CLOSED.source}`, 'i');

export interface OpeningTimes {
  /** 24-hour "HH:MM", as schema.org wants it. */
  opens: string;
  closes: string;
}

function to24h(hour: string, minutes: string | undefined, half: string): string | undefined {
  const h = Number(hour);
  if (h < 1 || h > 12) return undefined;
  const h24 = (h % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${minutes ?? '00'}`;
}

/** The opening and closing time of a day's hours; undefined for "Closed" or text that is not a valid range. */
export function openingTimes(hours: string): OpeningTimes | undefined {
  const match = RANGE.exec(hours);
  if (!match) return undefined;
  const [, h1, m1, half1, h2, m2, half2] = match;
  const opens = to24h(h1!, m1, half1!);
  const closes = to24h(h2!, m2, half2!);
  return opens && closes ? { opens, closes } : undefined;
}

/** Valid hours text: "Closed", or a range of two real 12-hour times. */
export function isBusinessHours(hours: string): boolean {
  return CLOSED.test(hours) || openingTimes(hours) !== undefined;
}
