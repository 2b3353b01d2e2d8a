/** One JSON line per event, never with personal data (no names, e-mails, phones or bodies). */
export type Logger = (event: Record<string, unknown>) => void;

export function createLogger(level: string | undefined): Logger {
  if (level === 'silent') return () => {};
  return (event) => {
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);
  };
}
