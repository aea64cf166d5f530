/** Month names as the site writes them in dates (Sept, not Sep). */
const months = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** "2021-09-01" → "Sept 01 2021". Plain string work: no time zone can move the day. */
export function formatModifiedDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? Number(match[2]) : 0;
  const day = match ? Number(match[3]) : 0;
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) {
    throw new Error(`LastModified: date must be YYYY-MM-DD; got ${JSON.stringify(date)}`);
  }
  return `${months[month - 1]} ${match[3]} ${match[1]}`;
}

export interface LastModifiedProps {
  /** The day of the last change, as YYYY-MM-DD. */
  date: string;
  className?: string;
}

/** "Last modified Sept 01 2021", with a machine-readable date. */
export function LastModified({ date, className = "" }: LastModifiedProps) {
  return (
    <p className={["last-modified", className].filter(Boolean).join(" ")}>
      Last modified <time dateTime={date}>{formatModifiedDate(date)}</time>
    </p>
  );
}
