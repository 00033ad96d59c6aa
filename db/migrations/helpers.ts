import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: used by migrations, which are untyped on purpose.
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The type of an auto-numbered primary key: SQLite spells it
 * `integer primary key autoincrement`, PostgreSQL `serial primary key`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see isPostgres().
export function idType(db: Kysely<any>): "serial" | "integer" {
  return isPostgres(db) ? "serial" : "integer";
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres().
export function idConstraints(db: Kysely<any>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement();
}
