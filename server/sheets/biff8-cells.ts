// The cells of an old Excel workbook stream (BIFF8, Excel 97–2003), record by record, as the text
// a person sees: the 50,000 rows of a large item list in a few tens of MB, where SheetJS's
// workbook of cell objects holds 300 MB (docs/decisions/0020-reading-old-excel-files.md).
// Anything else (BIFF5 and older, an encrypted workbook, a record that does not add up) answers
// undefined, and the caller reads the file with SheetJS as before. Written for Node's own type
// stripping, as xls-worker.ts that runs it.

export type Biff8Sheet = { name: string; rows: string[][] };
export type Biff8Answer = { sheets: Biff8Sheet[] } | { problem: "too-many-rows" } | undefined;

export type Biff8Options = {
  maxRows: number;
  maxColumns: number;
  /** A number's text under a number format (its date or percentage): xls-read.ts's. */
  numberText: (value: number, format: string) => string;
  /** Excel's built-in number formats by id. */
  builtInFormats: Record<number, string>;
};

const BOF = 0x0809;
const EOF = 0x000a;
const CONTINUE = 0x003c;
const FILEPASS = 0x002f;
const FORMAT = 0x041e;
const XF = 0x00e0;
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const DIMENSIONS = 0x0200;
const LABELSST = 0x00fd;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const FORMULA = 0x0006;
const STRING = 0x0207;
const BOOLERR = 0x0205;
const BIFF8 = 0x0600;

/** Something in the stream that this reader does not follow: SheetJS reads the file instead. */
class NotFollowed extends Error {}

/** An RK number: a 30-bit integer or the top of a double, maybe divided by 100. */
function rkNumber(stream: Buffer, at: number, scratch: Buffer) {
  const rk = stream.readInt32LE(at);
  let value: number;
  if (rk & 2) value = rk >> 2;
  else {
    scratch.writeUInt32LE(0, 0);
    scratch.writeInt32LE(rk & ~3, 4);
    value = scratch.readDoubleLE(0);
  }
  return rk & 1 ? value / 100 : value;
}

/** Characters of a string: `count` of them from `at`, one byte each (Latin-1) or two (UTF-16). */
const characters = (stream: Buffer, at: number, count: number, wide: boolean) =>
  wide ? stream.toString("utf16le", at, at + count * 2) : stream.toString("latin1", at, at + count);

/** An XLUnicodeString at `at` (16-bit count) of a record ending at `end`: its text. */
function unicodeString(stream: Buffer, at: number, end: number) {
  const count = stream.readUInt16LE(at);
  const wide = (stream[at + 2]! & 1) === 1;
  // A longer string goes on in a CONTINUE record: not followed here.
  if (at + 3 + count * (wide ? 2 : 1) > end) throw new NotFollowed("a string runs past its record");
  return characters(stream, at + 3, count, wide);
}

/**
 * The shared strings: the SST record's data and its CONTINUE records' after it, read as one run
 * of bytes in which a string's characters may cross into the next record (which then begins
 * with a byte that says again whether they are one byte or two).
 */
function sharedStrings(stream: Buffer, parts: [from: number, to: number][]) {
  let part = 0;
  let at = parts[0]![0] + 8;
  const room = () => {
    while (at >= parts[part]![1]) {
      part++;
      if (part >= parts.length) throw new NotFollowed("the shared strings end early");
      at = parts[part]![0];
    }
  };
  const u8 = () => (room(), stream[at++]!);
  const u16 = () => u8() | (u8() << 8);
  const u32 = () => (u16() | (u16() << 16)) >>> 0;
  const skip = (bytes: number) => {
    for (let left = bytes; left > 0;) {
      room();
      const step = Math.min(left, parts[part]![1] - at);
      at += step;
      left -= step;
    }
  };
  const unique = stream.readUInt32LE(parts[0]![0] + 4);
  const strings: string[] = new Array<string>(unique);
  for (let n = 0; n < unique; n++) {
    let count = u16();
    const flags = u8();
    let wide = (flags & 1) === 1;
    const runs = flags & 8 ? u16() : 0;
    const extended = flags & 4 ? u32() : 0;
    let text = "";
    while (count > 0) {
      if (at >= parts[part]![1]) {
        room();
        wide = (stream[at++]! & 1) === 1;
      }
      const fit = Math.min(count, Math.floor((parts[part]![1] - at) / (wide ? 2 : 1)));
      if (fit === 0) throw new NotFollowed("a shared string is split inside a character");
      text += characters(stream, at, fit, wide);
      at += fit * (wide ? 2 : 1);
      count -= fit;
    }
    skip(runs * 4 + extended);
    strings[n] = text;
  }
  return strings;
}

type Globals = {
  sheets: { name: string; at: number }[];
  strings: string[];
  /** Each XF's number format id, by XF index. */
  formatIds: number[];
  formats: Record<number, string>;
};

/** The records of the stream from `at` to its end: type, where its data starts, its length. */
function* records(stream: Buffer, at: number) {
  while (at + 4 <= stream.length) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    const data = at + 4;
    if (data + length > stream.length) throw new NotFollowed("a record runs past the stream");
    yield { type, data, length };
    at = data + length;
  }
}

function readGlobals(stream: Buffer, options: Biff8Options): Globals | undefined {
  const globals: Globals = {
    sheets: [],
    strings: [],
    formatIds: [],
    formats: { ...options.builtInFormats },
  };
  let first = true;
  let sst: [number, number][] | undefined;
  let inSst = false;
  for (const { type, data, length } of records(stream, 0)) {
    if (first) {
      if (type !== BOF || stream.readUInt16LE(data) !== BIFF8) return undefined;
      first = false;
      continue;
    }
    if (type === CONTINUE && inSst) {
      sst!.push([data, data + length]);
      continue;
    }
    inSst = false;
    if (type === FILEPASS) return undefined;
    else if (type === FORMAT)
      globals.formats[stream.readUInt16LE(data)] = unicodeString(stream, data + 2, data + length);
    else if (type === XF) globals.formatIds.push(stream.readUInt16LE(data + 2));
    else if (type === BOUNDSHEET) {
      const count = stream[data + 6]!;
      const wide = (stream[data + 7]! & 1) === 1;
      globals.sheets.push({
        at: stream.readUInt32LE(data),
        name: characters(stream, data + 8, count, wide),
      });
    } else if (type === SST) {
      sst = [[data, data + length]];
      inSst = true;
    } else if (type === EOF) break;
  }
  if (sst) globals.strings = sharedStrings(stream, sst);
  return globals;
}

/** One sheet's rows of text from its BOF at `at`, or undefined when it has too many rows. */
function readSheet(stream: Buffer, at: number, globals: Globals, options: Biff8Options) {
  const { maxRows, maxColumns } = options;
  const rows: string[][] = [];
  let declaredRows = 0;
  let depth = 0;
  let formulaAt: { row: number; column: number } | undefined;
  const scratch = Buffer.alloc(8);
  const put = (row: number, column: number, text: string) => {
    // Rows past the limit are not kept (SheetJS's sheetRows): only counted.
    if (row > maxRows) {
      declaredRows = Math.max(declaredRows, row + 1);
      return;
    }
    declaredRows = Math.max(declaredRows, row + 1);
    for (let r = rows.length; r <= row; r++) rows.push([]);
    const cells = rows[row]!;
    const end = Math.min(column + 1, maxColumns);
    while (cells.length < end) cells.push("");
    if (column < maxColumns) cells[column] = text;
  };
  const numberAt = (xf: number, value: number) => {
    const id = globals.formatIds[xf];
    const format = id === undefined ? "" : (globals.formats[id] ?? "");
    return options.numberText(value, format);
  };
  for (const { type, data, length } of records(stream, at)) {
    if (type === BOF) {
      depth++;
      continue;
    }
    if (type === EOF) {
      if (--depth === 0) break;
      continue;
    }
    // Cells of a chart or another stream inside the sheet are not the sheet's.
    if (depth !== 1) continue;
    if (type === STRING) {
      // A formula's string result, in the record after the formula's.
      if (formulaAt)
        put(formulaAt.row, formulaAt.column, unicodeString(stream, data, data + length));
      formulaAt = undefined;
      continue;
    }
    if (length < 6) continue;
    const row = stream.readUInt16LE(data);
    const column = stream.readUInt16LE(data + 2);
    const xf = stream.readUInt16LE(data + 4);
    switch (type) {
      case DIMENSIONS:
        declaredRows = Math.max(declaredRows, stream.readUInt32LE(data + 4));
        break;
      case LABELSST: {
        const text = globals.strings[stream.readUInt32LE(data + 6)];
        if (text === undefined) throw new NotFollowed("a cell names no shared string");
        put(row, column, text);
        break;
      }
      case NUMBER:
        put(row, column, numberAt(xf, stream.readDoubleLE(data + 6)));
        break;
      case RK:
        put(row, column, numberAt(xf, rkNumber(stream, data + 6, scratch)));
        break;
      case MULRK:
        for (let c = 0, i = data + 4; i + 6 <= data + length - 2; c++, i += 6)
          put(row, column + c, numberAt(stream.readUInt16LE(i), rkNumber(stream, i + 2, scratch)));
        break;
      case LABEL:
      case RSTRING:
        put(row, column, unicodeString(stream, data + 6, data + length));
        break;
      case BOOLERR:
        // An error value (#N/A, #DIV/0!) reads as an empty cell.
        put(row, column, stream[data + 7] ? "" : String(stream[data + 6] === 1));
        break;
      case FORMULA: {
        // The saved result: a number, or a string in the STRING record that follows.
        formulaAt = undefined;
        if (stream.readUInt16LE(data + 12) !== 0xffff)
          put(row, column, numberAt(xf, stream.readDoubleLE(data + 6)));
        else if (stream[data + 6] === 0) formulaAt = { row, column };
        else if (stream[data + 6] === 1) put(row, column, String(stream[data + 8] === 1));
        else put(row, column, "");
        break;
      }
    }
  }
  return declaredRows > maxRows ? undefined : rows;
}

/**
 * The sheets of the BIFF8 workbook stream `stream`, each with its rows of text (at most
 * `maxColumns` cells a row); "too-many-rows" when a sheet declares more than `maxRows`;
 * undefined when SheetJS should read it.
 */
export function readBiff8(stream: Buffer, options: Biff8Options): Biff8Answer {
  try {
    const globals = readGlobals(stream, options);
    if (!globals) return undefined;
    const sheets: Biff8Sheet[] = [];
    for (const { name, at } of globals.sheets) {
      if (at + 4 > stream.length || stream.readUInt16LE(at) !== BOF) return undefined;
      const rows = readSheet(stream, at, globals, options);
      if (!rows) return { problem: "too-many-rows" };
      sheets.push({ name, rows });
    }
    return { sheets };
  } catch (error) {
    if (error instanceof NotFollowed || error instanceof RangeError) return undefined;
    throw error;
  }
}
