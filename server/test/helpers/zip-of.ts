import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** The entry's Unix mode (file type and permissions), kept in its external attributes: 0o120777 makes it a symbolic link, its data the target. */
  mode?: number;
  /** Deflated (as zip tools write it) rather than stored. */
  deflate?: boolean;
  /** The unpacked size the zip claims, when it lies (a zip bomb's trick); its true size unless told. */
  claimedSize?: number;
}

/**
 * A zip file of `entries` (stored uncompressed unless told), written here so a test can make what
 * a zip tool writes only from a crafted folder or never: an entry named `../outside.txt`, a link, a
 * deflated entry unpacking to far more than the zip weighs, an entry lying about its size.
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? zlib.deflateRawSync(entry.data) : entry.data;
    const crc = zlib.crc32(entry.data);
    const method = entry.deflate ? 8 : 0;
    const size = entry.claimedSize ?? entry.data.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0800, 6);
    head.writeUInt16LE(method, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(body.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(name.length, 26);
    local.push(head, name, body);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(0x0314, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += head.length + name.length + body.length;
  }
  const centralSize = central.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}
