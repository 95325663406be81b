import { parentPort, workerData } from "node:worker_threads";
import { lowerThisThreadsPriority } from "#server/thread-priority.server.ts";
import { readXlsTimed, type XlsRequest } from "./xls-read.ts";

// Reads an old Excel file (.xls) in a worker thread (readXls in read-sheets.server.ts starts it, with a time
// budget for the reading, timed from its clockStart, and a capped heap). Written for Node's own type
// stripping, as ./xls-read.ts.

lowerThisThreadsPriority();
parentPort?.postMessage(readXlsTimed(workerData as XlsRequest));
