/**
 * The service department's common operations: what a visitor can ask for online and the
 * service page lists. `op_code` is what the dealer's service system books.
 */
export const SERVICE_OPERATIONS = [
  { op_code: "OILCHG", name: "Oil and filter change" },
  { op_code: "TIREROT", name: "Tire rotation" },
  { op_code: "BRAKES", name: "Brake inspection" },
  { op_code: "ALIGN", name: "Wheel alignment" },
  { op_code: "BATT", name: "Battery test or replacement" },
  { op_code: "TIRES", name: "New tires" },
  { op_code: "AC", name: "Air conditioning service" },
  { op_code: "DIAG", name: "Check engine light diagnosis" },
  { op_code: "MPI", name: "Multi-point inspection" },
] as const;

export type ServiceOperation = (typeof SERVICE_OPERATIONS)[number];

export function isServiceOpCode(code: string): boolean {
  return SERVICE_OPERATIONS.some((s) => s.op_code === code);
}

/** The operations of these codes, in the order given (unknown codes are skipped). */
export function operationsOf(codes: readonly string[]): ServiceOperation[] {
  return codes.flatMap((code) => SERVICE_OPERATIONS.filter((s) => s.op_code === code));
}
