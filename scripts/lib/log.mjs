const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

export const step = (text) => console.log(paint('1;34', `▶ ${text}`));
export const ok = (text) => console.log(paint('32', `✔ ${text}`));
export const warn = (text) => console.log(paint('33', `⚠ ${text}`));
export const fail = (text) => console.error(paint('31', `✖ ${text}`));
export const bold = (text) => paint('1', text);

/** Seconds since `start` (a performance.now() value), one decimal. */
export const since = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
