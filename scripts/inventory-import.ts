// `npm run inventory:import -- FILE.csv [--partial] [--dry-run]`: imports a dealer
// inventory feed (docs/inventory-feed.md) into the configured database.
// Exit code 0 when the import ran (even with rejected rows), 1 when it could not run.
import fs from "node:fs";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { loadSettings } from "../app/features/company/settings.server";
import { importInventoryFeed } from "../app/features/inventory/feed/import-feed.server";
import { formatImportReport } from "../app/features/inventory/feed/import-report";
import { FeedFileError, type ParsedFeed, parseFeed } from "../app/features/inventory/feed/parse-feed";
import { type DB, migrateToLatest, openDatabase } from "../app/lib/db/connection.server";
import { getEnv } from "../app/lib/env.server";
import { cutShortReason } from "./feed-cut-short";

const USAGE = `Usage: npm run inventory:import -- FILE.csv [--partial] [--dry-run]

Imports a dealer inventory feed (columns in docs/inventory-feed.md) into the database
named by DATABASE_URL (default: the SQLite file in DATA_DIR).

  --partial   the file lists only some vehicles: do not mark the others sold
  --dry-run   check the file and report what would change, without writing`;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      allowPositionals: true,
      options: {
        partial: { type: "boolean", default: false },
        "dry-run": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  try {
    args = parse();
  } catch (error) {
    console.error(`${message(error)}\n\n${USAGE}`);
    return 1;
  }
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.positionals.length !== 1) {
    console.error(
      `${args.positionals.length === 0 ? "Name the feed file to import." : "Import one file at a time."}\n\n${USAGE}`,
    );
    return 1;
  }
  const file = args.positionals[0]!;

  // The file is checked before the database is opened: a broken file changes nothing at all.
  let feed: ParsedFeed;
  try {
    const bytes = fs.readFileSync(file);
    feed = parseFeed(bytes);
    const cutShort = cutShortReason(bytes, feed);
    if (cutShort) throw new FeedFileError(cutShort);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof FeedFileError)
      console.error(`Cannot import ${file}: ${error.message}. Nothing was changed.`);
    else if (code === "ENOENT") console.error(`Cannot import ${file}: there is no such file.`);
    else if (code === "EISDIR") console.error(`Cannot import ${file}: it is a directory, not a file.`);
    else console.error(`Cannot import ${file}: ${message(error)}`);
    return 1;
  }

  let db: DB | undefined;
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        {
          stream: process.stderr,
          format: "Importing |{bar}| {percentage}% | {value}/{total} vehicles | {eta_formatted} left",
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let barStarted = false;
  try {
    const env = getEnv();
    const { locations } = loadSettings(env.contentDir);
    db = openDatabase(env.database);
    await migrateToLatest(db);
    const report = await importInventoryFeed(db, feed, {
      mode: args.values.partial ? "partial" : "full",
      dryRun: args.values["dry-run"],
      locations,
      onProgress: (done, total) => {
        if (!bar) return;
        if (!barStarted) {
          bar.start(total, done);
          barStarted = true;
        } else bar.update(done);
      },
    });
    bar?.stop();
    process.stdout.write(formatImportReport(report, file));
    return 0;
  } catch (error) {
    bar?.stop();
    console.error(`Cannot import ${file}: ${message(error)}. The inventory is unchanged.`);
    return 1;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main();
