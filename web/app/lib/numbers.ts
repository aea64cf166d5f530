// Numbers as the site writes them, the same on the server and in every browser.
// Whole numbers are grouped here rather than by Intl or toLocaleString: the first
// use of those in a page builds a number formatter, one long task in the middle
// of hydration.

/** Digits grouped in threes from the right: "1234567" → "1,234,567". */
export function groupThousands(digits: string, separator = ","): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A sum of money as en-GB writes it (`toLocaleString("en-GB")`): 1200 → "1,200". Whole sums, which
 * every price on the site is, skip the formatter; others (9.5 → "9.5") still use it.
 */
export function formatAmount(value: number): string {
  return Number.isSafeInteger(value) && value >= 0 ? groupThousands(String(value)) : value.toLocaleString("en-GB");
}
