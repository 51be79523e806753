export type { Progress } from './chunks';
export { exportCsv, exportHistoryCsv, exportJson, importJson } from './data';
export { IMPORT_LIMITS, ImportRefusal, rowRefusal, sizeRefusal } from './import-rules';
export { jsonPieces } from './json-pieces';
