/**
 * CSV (RFC 4180) for spreadsheet exports. A cell a spreadsheet would read as a formula (starting
 * with = + - @, TAB or CR) is prefixed with ' so it stays text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (columns: string[], rows: (string | number)[][]) =>
  [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
