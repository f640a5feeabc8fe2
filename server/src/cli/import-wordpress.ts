import fs from 'node:fs/promises';
import sharp from 'sharp';
import { configForCli, fail, openForCli, say } from '../lib/cli';
import { formatReport } from '../wordpress/import-report';
import type { MediaSource } from '../wordpress/media-source';
import { parseImportMapping, type ImportMapping } from '../wordpress/import-mapping';
import { ImportBusyError, importWordpress, suggestImportMapping } from '../wordpress/wordpress-import';
import { WxrError } from '../wordpress/wxr-reader';

// Thousands of images, each read once: libvips's operation cache would only hold memory.
sharp.cache(false);

const usage = `Usage: npm run import:wordpress -- <export.xml> [--uploads <folder> | --media-from-site] [--publish] [--dry-run] [--menu "<name>=<place>"]… [--wait <seconds>] [--map <mapping.json> | --suggest-map]
  Brings a WordPress export (Tools → Export → All content) in: pages, blog posts, media, menus and
  redirects from the old addresses. Records arrive as drafts; --publish publishes those that were
  published in WordPress. Run it again after a newer export: records are updated, never doubled.
  --uploads <folder>   a copy of the old site's wp-content/uploads
  --media-from-site    fetch each file from the old site (4 at a time, 30 s and UPLOAD_MAX_MB each): only from
                       the export's own address, redirects only there, never another private address
  --media-host <host>  also fetch from this host (a CDN of the old site's uploads); repeatable
  --dry-run            print what would be created, updated and skipped; write nothing
  --menu "<name>=<place>"  where the WordPress menu <name> goes: header, footer, quicklinks or none
                       (repeatable; without it a menu goes by its name: footer…, quick…, else header)
  --wait <seconds>     how long to wait for a busy SQLite database (default 60)
  --map <file>         a JSON mapping turning WordPress post types into doctors (experts), departments
                       (expert-categories), specialities, services (hospitalfacilities) or FAQs (faqs)
  --suggest-map        print a starting mapping for the export's other post types; write nothing
  Password-protected and private posts and pages always arrive as drafts.`;

const menuPlaces = ['header', 'footer', 'quicklinks', 'none'] as const;

interface Args {
  file: string;
  media: MediaSource;
  publish: boolean;
  dryRun: boolean;
  menuPlaces: Record<string, (typeof menuPlaces)[number]>;
  lockWaitMs: number;
  mapFile: string | undefined;
  suggestMap: boolean;
}

function parseArgs(args: string[], maxBytes: number): Args {
  let file: string | undefined;
  let media: MediaSource = { kind: 'none' };
  let publish = false;
  let dryRun = false;
  const places: Args['menuPlaces'] = {};
  let lockWaitMs = 60_000;
  const hosts: string[] = [];
  let mapFile: string | undefined;
  let suggestMap = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--publish') publish = true;
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--suggest-map') suggestMap = true;
    else if (arg === '--map') {
      mapFile = args[i + 1];
      if (!mapFile || mapFile.startsWith('--')) fail(`--map needs the mapping's JSON file (print a starting one with --suggest-map).\n${usage}`);
      i += 1;
    } else if (arg === '--media-host') {
      const host = (args[i + 1] ?? '').trim().toLowerCase();
      if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) fail(`--media-host needs a host name, e.g. cdn.example.org (got "${args[i + 1] ?? ''}").\n${usage}`);
      hosts.push(host);
      i += 1;
    } else if (arg === '--menu') {
      const value = args[i + 1] ?? '';
      const at = value.lastIndexOf('=');
      const place = value.slice(at + 1) as (typeof menuPlaces)[number];
      if (at <= 0 || !menuPlaces.includes(place)) fail(`--menu needs "<menu name>=header|footer|quicklinks|none" (got "${value}").\n${usage}`);
      places[value.slice(0, at)] = place;
      i += 1;
    } else if (arg === '--wait') {
      const seconds = Number(args[i + 1]);
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) fail(`--wait needs a number of seconds from 0 to 3600.\n${usage}`);
      lockWaitMs = seconds * 1000;
      i += 1;
    }
    else if (arg === '--media-from-site') {
      if (media.kind === 'uploads') fail(`Give either --uploads or --media-from-site, not both.\n${usage}`);
      media = { kind: 'site', concurrency: 4, timeoutMs: 30_000, maxBytes };
    } else if (arg === '--uploads') {
      if (media.kind === 'site') fail(`Give either --uploads or --media-from-site, not both.\n${usage}`);
      const folder = args[i + 1];
      if (!folder || folder.startsWith('--')) fail(`--uploads needs the folder that holds the copy of wp-content/uploads.\n${usage}`);
      media = { kind: 'uploads', folder };
      i += 1;
    } else if (arg.startsWith('--')) fail(`Unknown option ${arg}.\n${usage}`);
    else if (file) fail(`Give one export file (got ${file} and ${arg}).\n${usage}`);
    else file = arg;
  }
  if (!file) fail(`Which export? Give the path of the .xml file WordPress exported.\n${usage}`);
  if (hosts.length > 0 && media.kind !== 'site') fail(`--media-host goes with --media-from-site.\n${usage}`);
  return { file, media: media.kind === 'site' ? { ...media, hosts } : media, publish, dryRun, menuPlaces: places, lockWaitMs, mapFile, suggestMap };
}

/** npm run import:wordpress -- <export.xml> [--uploads <folder> | --media-from-site] [--publish] [--dry-run] */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    say(usage);
    return;
  }
  const args = parseArgs(argv, configForCli().uploadMaxBytes);
  if (args.media.kind === 'uploads') {
    const stat = await fs.stat(args.media.folder).catch(() => undefined);
    if (!stat?.isDirectory()) fail(`--uploads ${args.media.folder} is not a folder.`);
  }
  if (args.suggestMap) {
    say(JSON.stringify(await suggestImportMapping(args.file), null, 2));
    return;
  }
  let mapping: ImportMapping | undefined;
  if (args.mapFile) {
    const text = await fs.readFile(args.mapFile, 'utf8').catch(() => fail(`--map ${args.mapFile} cannot be read.`));
    try {
      mapping = parseImportMapping(text, args.mapFile);
    } catch (error) {
      fail((error as Error).message);
    }
  }
  const { config, db } = await openForCli();
  try {
    const report = await importWordpress(db, config, {
      ...args,
      mapping,
      actor: { id: null, name: 'WordPress import' },
      // Stopped part-way: what its committed batches wrote (each record whole); running it again carries on.
      onStopped: (written) => say(`The import stopped part-way. What it wrote:\n${formatReport(written)}`),
    });
    say(formatReport(report));
  } catch (error) {
    if (error instanceof WxrError) fail(`${error.message}\nNothing of this import was written.`);
    if (error instanceof ImportBusyError) fail(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

await main();
