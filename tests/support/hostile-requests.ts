// Generators for tests/integration/hostile-input.test.ts: malformed, oversized and spoofed
// requests for every public and admin endpoint, built with fast-check.
import fc from "fast-check";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import { applicationSchema } from "#shared/schemas/application.ts";
import { enquirySchema } from "#shared/schemas/enquiry.ts";
import { MAX_JSON_BYTES } from "#shared/limits.ts";
import { makeZip } from "#tests/fixtures/make-zip.ts";
import { fixture } from "./fixtures";
import { multipartBody, type Part } from "./raw-http";

export const ADMIN = { email: "owner@pharma.example", password: "a long enough password" };
const documents = {
  pdf: fixture("resume.pdf"),
  doc: fixture("resume.doc"),
  docx: fixture("resume.docx"),
};

/** Shows `text` for `value` in fast-check's counterexamples, instead of kilobytes of bytes. */
const shownAs = <T extends object>(value: T, text: string): T =>
  Object.assign(value, { [fc.toStringMethod]: () => text });

const sqlPayloads = [
  `' OR 1=1 --`,
  `"; DROP TABLE enquiries; --`,
  `'); DELETE FROM resumes; --`,
  `1 UNION SELECT password_hash FROM admins`,
  `%' OR '1'='1`,
  `'; SELECT pg_sleep(10); --`,
  `%_%\\`,
];
const scriptPayloads = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `"><svg onload=alert(1)>`,
  `javascript:alert(1)`,
  `</textarea><script>alert(1)</script>`,
  `{{constructor.constructor('alert(1)')()}}`,
  `=HYPERLINK("http://evil.example","click")`,
];
const unicodeEdges = [
  "\uD800", // lone high surrogate
  "\uDC00", // lone low surrogate
  "a\uD83D",
  "\uDE00b",
  "\u202Efdp.exe", // right-to-left override
  "\u2066\u2067\u2069",
  "\u200D", // zero-width joiner
  "\u200B\u200C\u200D\uFEFF",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈",
  "e\u0301\u0302\u0303\u0304", // stacked combining marks
  "Z̷̡̢͉̈́͌a̸̝͐l̶̳̓g̷̱̈o",
  "ଓଡ଼ିଆ",
  "\u0000",
  "a\u0000b",
  "\u2028\u2029",
  "\uFFFE\uFFFF",
  "𝕳𝖊𝖑𝖑𝖔",
  "İß\u00AD",
];
const protoKeys = ["__proto__", "constructor", "prototype"];
const hostileConstants = [...sqlPayloads, ...scriptPayloads, ...unicodeEdges, ...protoKeys];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const edgeUnit = fc.oneof(
  fc.constantFrom(...unicodeEdges),
  loneSurrogate,
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

/** Strings a hostile or broken client sends: payloads, Unicode edge cases, NUL, very long. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileConstants, "", " ", "\t\r\n") },
  { weight: 3, arbitrary: fc.string({ unit: edgeUnit, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...hostileConstants), fc.string({ maxLength: 10 }))
      .map(([payload, rest]) => payload + rest),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("x", "é", "👍", "\u0000", "ଓ", "'"),
        fc.integer({ min: 101, max: 10_000 }),
      )
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A value of the wrong type for a text field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
);

/** A form field: mostly a valid value, sometimes hostile, of the wrong type, or missing. */
const field = (valid: readonly unknown[]) =>
  fc.option(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...valid) },
      { weight: 2, arbitrary: hostileString },
      { weight: 1, arbitrary: wrongType },
    ),
    { freq: 10, nil: undefined },
  );

// Valid values include hostile-looking ones: they must be stored verbatim, never executed.
const validNames = [
  "Asha Mohanty",
  "  Ravi Sahu  ",
  "ଅଶା ମହାନ୍ତି",
  "Zoë 👩‍⚕️",
  `' OR 1=1 --`,
  `"; DROP TABLE enquiries; --`,
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\u202Eevil\u202C",
  "a\u200Db",
  "e\u0301\u0301",
  "__proto__",
  "x".repeat(100),
];
const validEmails = ["asha@example.com", "ravi.sahu+cv@example.co.in"];
const validPhones = ["9437011111", "+91 94370 11111", "(0671) 230-4567"];
const validMessages = [
  "",
  "Please send your price list.",
  ...sqlPayloads,
  ...scriptPayloads,
  "ଓଡ଼ିଆ 👍 e\u0301",
  "x".repeat(2000),
];

/** Keys a server must ignore: prototype pollution, the honeypot, server-owned columns. */
const extraFields = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(...protoKeys, "website", "elapsedMs", "id", "created_at", "isAdmin"),
      fc.string({ maxLength: 8 }),
    ),
    fc.oneof(hostileString, wrongType),
  ),
  { maxLength: 3 },
);

/** Own properties, even for `__proto__`, so that JSON.stringify sends them. */
function withExtras(base: Record<string, unknown>, extras: [string, unknown][]) {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of extras)
    Object.defineProperty(result, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return result;
}

const enquirySubmission = fc
  .tuple(
    fc.record({
      name: field(validNames),
      email: field(validEmails),
      phone: field(validPhones),
      message: field(validMessages),
      consent: field([true, "on", "true"]),
    }),
    extraFields,
  )
  .map(([base, extras]) => withExtras(base, extras));

const malformedJson = [
  "",
  "{",
  '{"name":',
  '{"name": "x",}',
  "{'name': 'x'}",
  '{"name": "x"} trailing',
  "null",
  "[]",
  '[{"name":"x"}]',
  '"a string"',
  "42",
  "true",
  "NaN",
  "\uFEFF{}",
  '{"consent": true, "consent": false}',
  '{"name": "\\ud800", "email": "\\udfff"}',
  '{"name": "x\u0000"}',
  '{"__proto__": {"consent": true, "isAdmin": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  "name=x&email=y",
];

const textOf = (value: unknown) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");
const urlEncoded = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, textOf(value)]),
  ).toString();

const jsonType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
);
const notAFormType = fc.constantFrom(
  undefined,
  "",
  "text/plain",
  "text/html",
  "application/xml",
  "multipart/form-data; boundary=x",
  "Application/JSON",
  "application/javascript",
  "*/*",
  "application/octet-stream",
);
export const acceptHeader = fc.constantFrom(
  undefined,
  "application/json",
  "*/*",
  "text/html,application/xhtml+xml",
);

type Body = { type: string | undefined; body: Buffer };
const showBody = (input: Body) =>
  shownAs(
    input,
    `${input.type} body ${JSON.stringify(input.body.toString("utf8").slice(0, 300))} (${input.body.length} bytes)`,
  );
export const enquiryBody: fc.Arbitrary<Body> = fc
  .oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(enquirySubmission, jsonType)
        .map(([fields, type]) => ({ type, body: Buffer.from(JSON.stringify(fields)) })),
    },
    {
      weight: 3,
      arbitrary: enquirySubmission.map((fields) => ({
        type: "application/x-www-form-urlencoded",
        body: Buffer.from(urlEncoded(fields)),
      })),
    },
    {
      weight: 2, // cut off in the middle
      arbitrary: fc.tuple(enquirySubmission, fc.nat()).map(([fields, cut]) => {
        const text = JSON.stringify(fields);
        return { type: "application/json", body: Buffer.from(text.slice(0, cut % text.length)) };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...malformedJson), jsonType)
        .map(([text, type]) => ({ type, body: Buffer.from(text) })),
    },
    {
      weight: 2, // a good body with a wrong or missing content type
      arbitrary: fc
        .tuple(enquirySubmission, notAFormType)
        .map(([fields, type]) => ({ type, body: Buffer.from(JSON.stringify(fields)) })),
    },
    {
      weight: 1, // bytes, including invalid UTF-8
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 300 }), jsonType)
        .map(([bytes, type]) => ({ type, body: Buffer.from(bytes) })),
    },
    {
      weight: 1, // over the 128 KB limit
      arbitrary: fc
        .tuple(enquirySubmission, fc.integer({ min: 132_000, max: 300_000 }))
        .map(([fields, size]) => ({
          type: "application/json",
          body: Buffer.from(JSON.stringify({ ...fields, message: "x".repeat(size) })),
        })),
    },
  )
  .map(showBody);

/** The shared schema decides what is valid (spam signals never refuse: they only flag). */
function passesSchema(schema: typeof enquirySchema | typeof applicationSchema, input: unknown) {
  return schema.safeParse(input).success;
}

/** Whether the enquiry is valid as the server reads it (JSON or a web form, at most 128 KB). */
export function isValidEnquiry({ type = "", body }: Body) {
  if (body.length > MAX_JSON_BYTES) return false;
  const text = new TextDecoder().decode(body);
  if (type.startsWith("application/json")) {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return false;
    }
    return (
      typeof input === "object" &&
      input !== null &&
      !Array.isArray(input) &&
      passesSchema(enquirySchema, input)
    );
  }
  if (type.startsWith("application/x-www-form-urlencoded"))
    return passesSchema(enquirySchema, Object.fromEntries(new URLSearchParams(text)));
  return false;
}

// --- career applications: multipart fields, resumes and framing ---

const applicationFields = fc
  .tuple(
    fc.record({
      name: field(validNames),
      email: field(validEmails),
      phone: field(validPhones),
      jobCategory: field(jobCategories),
      employmentType: field(employmentTypes),
      consent: field(["on", "true"]),
    }),
    extraFields,
  )
  .map(([base, extras]) =>
    [...Object.entries(base), ...extras]
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => ({ name, value: textOf(value) })),
  );

const zeros = Buffer.alloc(30 * 1024 * 1024);
const contentTypesXml = Buffer.from('<?xml version="1.0"?><Types/>');
const spoofedFiles: { label: string; extension: string; content: Buffer }[] = [
  {
    label: "an executable named .pdf",
    extension: "pdf",
    content: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(512, 7)]),
  },
  {
    label: "an ELF binary named .doc",
    extension: "doc",
    content: Buffer.concat([Buffer.from("\x7fELF", "latin1"), Buffer.alloc(256)]),
  },
  {
    label: "an HTML page named .pdf",
    extension: "pdf",
    content: Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
  },
  {
    label: "an SVG with script named .pdf",
    extension: "pdf",
    content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  { label: "a PDF named .docx", extension: "docx", content: documents.pdf },
  { label: "a DOCX named .pdf", extension: "pdf", content: documents.docx },
  { label: "a DOC named .docx", extension: "docx", content: documents.doc },
  {
    label: "a DOCX zip bomb with forged sizes (2 × 30 MB declared)",
    extension: "docx",
    content: makeZip([
      { name: "[Content_Types].xml", data: contentTypesXml, declaredSize: 30 * 1024 * 1024 },
      { name: "word/document.xml", data: contentTypesXml, declaredSize: 30 * 1024 * 1024 },
    ]),
  },
  {
    label: "a DOCX zip bomb (2 × 30 MB of zeros)",
    extension: "docx",
    content: makeZip([
      { name: "[Content_Types].xml", data: zeros },
      { name: "word/document.xml", data: zeros },
    ]),
  },
  {
    label: "a ZIP that is not a DOCX",
    extension: "docx",
    content: makeZip([{ name: "payload.exe", data: Buffer.from("MZ") }]),
  },
  {
    label: "a self-extracting DOCX-shaped ZIP",
    extension: "docx",
    content: makeZip(
      [
        { name: "[Content_Types].xml", data: contentTypesXml },
        { name: "word/document.xml", data: contentTypesXml },
      ],
      Buffer.from("MZ\x90\x00", "latin1"),
    ),
  },
  { label: "a truncated DOCX", extension: "docx", content: documents.docx.subarray(0, 2000) },
  { label: "an empty file", extension: "pdf", content: Buffer.alloc(0) },
  { label: "a text file", extension: "txt", content: Buffer.from("hello") },
];

/** Names for a file with extension `extension`: traversal, NUL, RTL override, very long… */
const fileName = (extension: string) =>
  fc.oneof(
    fc.constantFrom(
      `cv.${extension}`,
      `../../etc/passwd.${extension}`,
      `..\\..\\boot.ini.${extension}`,
      `/etc/shadow.${extension}`,
      `C:\\Windows\\System32\\cv.${extension}`,
      `cv\u0000.${extension}`,
      `cv.${extension}\u0000.exe`,
      `cv\u202Efdp.exe.${extension}`,
      `.${extension}`,
      `...${extension}`,
      `cv.${extension}.`,
      ` cv .${extension} `,
      `CV.${extension.toUpperCase()}`,
      `<script>alert(1)</script>.${extension}`,
      `"; DROP TABLE resumes; --.${extension}`,
      `ଓଡ଼ିଆ ବାୟୋଡାଟା.${extension}`,
      `👩‍💻.${extension}`,
      `e\u0301\u0301.${extension}`,
      `${"x".repeat(5000)}.${extension}`,
    ),
    hostileString.map((stem) => `${stem}.${extension}`),
  );

type ResumePart = { label: string; part: Extract<Part, { fileName: string }>; genuine: boolean };
const documentExtensions = ["pdf", "doc", "docx"] as const;
const resumePart: fc.Arbitrary<ResumePart> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...documentExtensions).map((extension) => ({
        label: `a real ${extension}`,
        extension,
        content: documents[extension],
        genuine: true,
      })),
      fc.constantFrom(...spoofedFiles).map((spoof) => ({ ...spoof, genuine: false })),
    ),
    fc.constantFrom("resume", "resume", "resume", "cv", "__proto__"),
    fc.constantFrom("quoted", "extended") as fc.Arbitrary<"quoted" | "extended">,
    fc.constantFrom("application/pdf", "application/octet-stream", "text/html", "image/svg+xml"),
  )
  .chain(([file, name, nameEncoding, contentType]) =>
    fileName(file.extension).map((chosen) => ({
      label: file.label,
      genuine: file.genuine,
      part: {
        name,
        fileName: chosen,
        content: file.content,
        nameEncoding,
        contentType,
        [fc.toStringMethod](this: Part & { fileName: string }) {
          return `${file.label} in part ${JSON.stringify(this.name)}, named ${JSON.stringify(this.fileName.slice(0, 100))} (${nameEncoding})`;
        },
      },
    })),
  );

const framings = [
  "well-formed",
  "preamble",
  "no closing boundary",
  "cut in the middle",
  "other boundary in the header",
  "no boundary parameter",
  "empty boundary",
  "JSON content type",
  "urlencoded content type",
  "no content type",
  "multipart/mixed",
] as const;
type Framing = (typeof framings)[number];
const storable: Framing[] = ["well-formed", "preamble"];

export const applicationRequest = fc.record({
  fields: applicationFields,
  resume: fc.option(resumePart, { freq: 3, nil: undefined }),
  /** Another file in a part named "resume": one too many when there is a resume already. */
  secondFile: fc.option(
    resumePart.map((file) => ({ ...file, part: { ...file.part, name: "resume" } })),
    { freq: 10, nil: undefined },
  ),
  framing: fc.constantFrom(...framings),
  cutAt: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  boundary: fc.stringMatching(/^[A-Za-z0-9'+_.-]{1,40}$/).map((suffix) => `----hostile${suffix}`),
  accept: acceptHeader,
});
type ApplicationCase = typeof applicationRequest extends fc.Arbitrary<infer T> ? T : never;

export function buildApplication(c: ApplicationCase): {
  headers: Record<string, string>;
  body: Buffer;
} {
  const parts: Part[] = [...c.fields];
  if (c.resume) parts.push(c.resume.part);
  if (c.secondFile) parts.push(c.secondFile.part);
  const closing = c.framing !== "no closing boundary" && c.framing !== "cut in the middle";
  let body = multipartBody(c.boundary, parts, { closing });
  if (c.framing === "cut in the middle") body = body.subarray(0, Math.floor(c.cutAt * body.length));
  if (c.framing === "preamble")
    body = Buffer.concat([Buffer.from("This is a preamble.\r\n"), body]);
  const type: Record<Framing, string | undefined> = {
    "well-formed": `multipart/form-data; boundary=${c.boundary}`,
    preamble: `multipart/form-data; boundary=${c.boundary}`,
    "no closing boundary": `multipart/form-data; boundary=${c.boundary}`,
    "cut in the middle": `multipart/form-data; boundary=${c.boundary}`,
    "other boundary in the header": `multipart/form-data; boundary=x${c.boundary}`,
    "no boundary parameter": "multipart/form-data",
    "empty boundary": "multipart/form-data; boundary=",
    "JSON content type": "application/json",
    "urlencoded content type": "application/x-www-form-urlencoded",
    "no content type": undefined,
    "multipart/mixed": `multipart/mixed; boundary=${c.boundary}`,
  };
  const headers: Record<string, string> = {};
  if (type[c.framing] !== undefined) headers["content-type"] = type[c.framing]!;
  if (c.accept) headers.accept = c.accept;
  return { headers, body };
}

/** A 201 is only acceptable for a well-framed form with valid fields and a real document. */
export function mayStoreApplication(c: ApplicationCase) {
  if (!storable.includes(c.framing)) return false;
  const files = [c.resume, c.secondFile].filter((file) => file !== undefined);
  if (files.length > 1) return false; // one file at most
  if (files.some((file) => file.part.name === "resume" && !file.genuine)) return false;
  const fields: Record<string, string> = {};
  for (const { name, value } of c.fields) if (!Object.hasOwn(fields, name)) fields[name] = value;
  const asReceived = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.toWellFormed()]),
  );
  return passesSchema(applicationSchema, asReceived);
}

// --- raw HTTP: what fetch cannot send ---

const publicPaths = ["/api/enquiries", "/api/career-applications", "/api/health"];
const adminPaths = [
  "/api/admin/login",
  "/api/admin/logout",
  "/api/admin/session",
  "/api/career-applications",
  "/api/career-application/x/resume",
  "/api/enquiries",
  "/api/export/enquiries.csv",
  "/api/audit-log",
];
const anyPath = fc.constantFrom(...publicPaths, ...adminPaths);
// Without the health check, which answers 200 whatever the query.
const refusingPath = fc.constantFrom(...publicPaths.slice(0, 2), ...adminPaths);
const truncatedMultipart = multipartBody("b0und", [
  { name: "name", value: "Ravi Sahu" },
  { name: "resume", fileName: "cv.pdf", content: documents.pdf },
]).subarray(0, 20_000);

type RawCase = {
  label: string;
  bytes: string | Buffer;
  hangUpAfterMs?: number;
  /** The path resolves outside /api, to the site's 404 page (not JSON). */
  leavesApi?: boolean;
};
const headAndBody = (head: string, body: string | Buffer = "") =>
  Buffer.concat([
    Buffer.from(head, "latin1"),
    Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1"),
  ]);

export const rawCase: fc.Arbitrary<RawCase> = fc
  .oneof(
    fc
      .tuple(
        anyPath,
        fc.constantFrom("Cookie: session=", "X-Junk: "),
        fc.integer({ min: 17_000, max: 70_000 }),
      )
      .map(([path, header, size]) => ({
        label: `a ${size}-byte header`,
        bytes: `GET ${path} HTTP/1.1\r\nHost: x\r\n${header}${"a".repeat(size)}\r\nConnection: close\r\n\r\n`,
      })),
    fc.tuple(refusingPath, fc.integer({ min: 2_000, max: 100_000 })).map(([path, size]) => ({
      label: `a ${size}-byte URL`,
      bytes: `GET ${path}?q=${"a".repeat(size)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    })),
    fc
      .tuple(
        fc.constantFrom(...publicPaths),
        fc.constantFrom(
          "PUT",
          "PATCH",
          "DELETE",
          "OPTIONS",
          "TRACE",
          "PROPFIND",
          "PURGE",
          "FOO",
          "get",
          "M-SEARCH",
        ),
      )
      .map(([path, method]) => ({
        label: `${method} on a public endpoint`,
        bytes: `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      })),
    fc
      .tuple(
        fc.constantFrom("/api/enquiries", "/api/career-applications", "/api/admin/login"),
        fc.constantFrom(
          "Content-Length: abc\r\n\r\n{}",
          "Content-Length: -1\r\n\r\n{}",
          "Content-Length: 1, 2\r\n\r\n{}",
          "Content-Length: 99999999999999999999\r\n\r\n{}",
          "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
          "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
          "Transfer-Encoding: gzip\r\n\r\n{}",
          "X-Nul: a\0b\r\nContent-Length: 2\r\n\r\n{}",
          "No colon here\r\nContent-Length: 2\r\n\r\n{}",
          "Content-Length : 2\r\n\r\n{}",
          "X-Folded: a\r\n b\r\nContent-Length: 2\r\n\r\n{}",
          "Content-Length: 2\n\n{}",
        ),
      )
      .map(([path, rest]) => ({
        label: `broken framing: ${JSON.stringify(rest.split("\r\n")[0])}`,
        bytes: `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=b\r\n${rest}`,
      })),
    fc.constantFrom(
      {
        label: "no Host header",
        bytes: "GET /api/enquiries HTTP/1.1\r\nConnection: close\r\n\r\n",
      },
      {
        label: "HTTP/2.0 in the request line",
        bytes: "GET /api/enquiries HTTP/2.0\r\nHost: x\r\n\r\n",
      },
      {
        label: "a space in the path",
        bytes: "GET /api/ad min/session HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      },
      {
        label: "an absolute URL",
        bytes:
          "GET http://evil.example/api/admin/session HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      },
      {
        label: "dot segments",
        bytes:
          "GET /api/career-application/../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        leavesApi: true,
      },
      {
        label: "a declared 1 GB upload",
        bytes:
          "POST /api/career-applications HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=b0und\r\nContent-Length: 1073741824\r\n\r\n--b0und\r\n",
      },
    ),
    // Truncated uploads: a Content-Length larger than what is sent, then the client hangs up.
    fc
      .tuple(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 30 }),
      )
      .map(([sent, missing, hangUpAfterMs]) => ({
        label: `a multipart upload cut after ${sent} bytes`,
        bytes: headAndBody(
          `POST /api/career-applications HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b0und\r\nContent-Length: ${sent + missing}\r\n\r\n`,
          truncatedMultipart.subarray(0, sent),
        ),
        hangUpAfterMs,
      })),
    fc
      .tuple(
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom("content-length", "chunked"),
        fc.integer({ min: 0, max: 30 }),
      )
      .map(([sent, framing, hangUpAfterMs]) => {
        const json = JSON.stringify({
          name: "Asha",
          email: "asha@example.com",
          phone: "9437011111",
          consent: true,
          message: "x".repeat(200),
        }).slice(0, sent);
        return {
          label: `a JSON enquiry cut after ${sent} bytes (${framing})`,
          bytes:
            framing === "chunked"
              ? `POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${json.length.toString(16)}\r\n${json}\r\n`
              : `POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${json.length + 50}\r\n\r\n${json}`,
          hangUpAfterMs,
        };
      }),
  )
  .map((c) => shownAs({ ...c }, `${c.label}: ${JSON.stringify(String(c.bytes).slice(0, 160))}`));

// --- admin ---

export const cookieUnit = fc.oneof(
  fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)),
);
const cookieToken = fc.string({ unit: cookieUnit, maxLength: 60 });
/** No cookie, a made-up session, repeated cookies, broken escapes, high bytes. */
export const garbageCookie = fc.oneof(
  fc.constant(undefined),
  cookieToken.map((token) => `session=${token}`),
  fc
    .array(cookieToken, { minLength: 2, maxLength: 5 })
    .map((tokens) => tokens.map((t) => `session=${t}`).join("; ")),
  fc.constantFrom(
    "session=",
    "session",
    "=",
    ";;;",
    "session=%E0%A4%A",
    "session=%00",
    "session=%ED%A0%80",
    'session=""',
    "__Host-session=abc",
    "SESSION=x",
    "session=a; session=b; session=c",
    `session=${"a".repeat(4000)}`,
    "session=\u00ff\u00fe",
  ),
);

/** Path parameters: NUL, traversal, broken escapes, lone surrogates, 10 KB, payloads. */
export const garbageId = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "%00",
      "..%2F..%2Fetc",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2f%2e%2e%2f",
      "..%5C..%5Cboot.ini",
      "%",
      "%ZZ",
      "%ED%A0%80",
      "%E2%80%AE",
      "%F0%9F%98%80",
      "'%20OR%201=1%20--",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "__proto__",
      "constructor",
    ),
  },
  fc.integer({ min: 1_000, max: 10_000 }).map((size) => "a".repeat(size)),
  fc.uuid(),
  hostileString.map((text) => encodeURIComponent(text.toWellFormed()) || "x"),
);

const queryKey = fc.oneof(
  fc.constantFrom(
    "q",
    "page",
    "pageSize",
    "order",
    "sort",
    "jobCategory",
    "employmentType",
    "jobCategory[]",
    "page[]",
    "q[]",
    "disposition",
    ...protoKeys,
  ),
  fc.string({ maxLength: 6 }),
);
const queryValue = fc.oneof(
  fc.constantFrom(
    "-1",
    "0",
    "1",
    "2",
    "1e9",
    "1e400",
    "NaN",
    "Infinity",
    "1.5",
    "0x10",
    " 3 ",
    "",
    "99999999999999999999",
    "asc",
    "ASC",
    "desc",
    "name",
    "submittedAt",
    "toString",
    "inline",
    ...protoKeys,
    ...jobCategories,
    ...employmentTypes,
  ),
  hostileString,
);
/** Searches: NUL, payloads, LIKE wildcards, over the 200-character limit. */
const searchValue = fc.oneof(
  hostileString,
  fc.constantFrom("\u0000", "a\u0000b", ...sqlPayloads, "%", "_", "\\", "x".repeat(10_000)),
);
/** A query string: known and unknown keys, repeated keys, hostile values, broken escapes. */
export const garbageQuery = fc
  .tuple(
    fc.option(searchValue, { nil: undefined }),
    fc.array(fc.tuple(queryKey, queryValue, fc.constantFrom("encoded", "encoded", "raw-escape")), {
      maxLength: 5,
    }),
  )
  .map(([search, pairs]) =>
    [
      ...(search === undefined ? [] : [`q=${encodeURIComponent(search.toWellFormed())}`]),
      ...pairs.map(([key, value, how]) =>
        how === "raw-escape"
          ? `${encodeURIComponent(key.toWellFormed())}=%${["", "zz", "ED%A0%80", "00", "E0%A4%A"][value.length % 5]}`
          : `${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(value.toWellFormed())}`,
      ),
    ].join("&"),
  );

export const adminRoutes = [
  ["GET", "/api/admin/session"],
  ["GET", "/api/career-applications"],
  ["GET", "/api/career-application/{id}/resume"],
  ["DELETE", "/api/career-application/{id}"],
  ["GET", "/api/enquiries"],
  ["DELETE", "/api/enquiries/{id}"],
  ["GET", "/api/export/career-applications.csv"],
  ["GET", "/api/export/enquiries.csv"],
  ["GET", "/api/audit-log"],
  ["GET", "/api/admin/customers"],
  ["POST", "/api/admin/customers"],
  ["GET", "/api/admin/customers/{id}"],
  ["PATCH", "/api/admin/customers/{id}"],
  ["DELETE", "/api/admin/customers/{id}"],
  ["POST", "/api/admin/customers/{id}/approve"],
  ["POST", "/api/admin/customers/{id}/invite"],
  ["POST", "/api/admin/customers/{id}/disable"],
  ["POST", "/api/admin/customers/{id}/enable"],
  ["POST", "/api/admin/customers/{id}/reject"],
  ["POST", "/api/admin/customers/import"],
  ["GET", "/api/export/customers.csv"],
  ["GET", "/api/admin/orders"],
  ["GET", "/api/admin/orders/export"],
  ["GET", "/api/admin/orders/{id}"],
  ["PATCH", "/api/admin/orders/{id}"],
  ["GET", "/api/admin/orders/{id}/export"],
  ["GET", "/api/account/me"],
  ["POST", "/api/admin/logout"],
  ["POST", "/api/admin/login"],
] as const;

export const unparseableOrigins = [
  "null",
  "",
  "not a url",
  "http://[::1",
  "://",
  "http://%zz",
  "http://exa mple.com",
  "javascript:alert(1)",
  "http://127.0.0.1:99999",
];

/** Sign-in bodies that can never be a valid sign-in (so no password hashing is spent on them). */
const brokenCredential = fc.oneof(
  wrongType,
  fc.constant(undefined),
  fc.integer({ min: 255, max: 5_000 }).map((size) => `${"a".repeat(size)}@example.com`),
);
export const malformedLogin: fc.Arbitrary<Body> = fc
  .oneof(
    fc
      .tuple(
        fc.constantFrom(...malformedJson),
        fc.constantFrom(undefined, "application/json", "text/plain"),
      )
      .map(([text, type]) => ({ type, body: Buffer.from(text) })),
    fc
      .tuple(
        fc.constantFrom("email", "password", "both"),
        brokenCredential,
        fc.oneof(
          wrongType,
          fc.constant(undefined),
          fc.integer({ min: 1_025, max: 20_000 }).map((n) => "p".repeat(n)),
        ),
        extraFields,
      )
      .map(([which, email, password, extras]) => ({
        type: "application/json",
        body: Buffer.from(
          JSON.stringify(
            withExtras(
              {
                email: which === "password" ? ADMIN.email : email,
                password: which === "email" ? ADMIN.password : password,
              },
              extras.filter(([key]) => key !== "email" && key !== "password"),
            ),
          ),
        ),
      })),
    fc
      .uint8Array({ maxLength: 200 })
      .map((bytes) => ({ type: "application/json", body: Buffer.from(bytes) })),
  )
  .map(showBody);

/** Well-formed sign-ins with hostile credentials: each one costs a password hash, so few. */
export const hostileCredentials = [
  { email: `${ADMIN.email}\u0000`, password: ADMIN.password },
  { email: `' OR 1=1 --`, password: `' OR '1'='1` },
  { email: "\uD800<script>alert(1)</script>@example.com", password: "\uDFFF\u202E" },
];
