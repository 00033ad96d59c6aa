import pino from "pino";

/**
 * Structured logs. Personal data never reaches them: these paths are censored wherever
 * they appear in a logged object (a lead, a request body, an error's details).
 */
export const REDACTED_PATHS = [
  "ssn",
  "*.ssn",
  "*.*.ssn",
  "dateOfBirth",
  "*.dateOfBirth",
  "*.*.dateOfBirth",
  "phone",
  "*.phone",
  "*.*.phone",
  "email",
  "*.email",
  "*.*.email",
  "firstName",
  "*.firstName",
  "lastName",
  "*.lastName",
  "req.headers.cookie",
  "req.headers.authorization",
];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, base: undefined },
    destination,
  );
}

let instance: pino.Logger | undefined;
export function getLogger(): pino.Logger {
  instance ??= createLogger(process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "warn" : "info"));
  return instance;
}
