export { CHUNK_ROWS, inChunks, type Progress } from './chunks';
export { exportCsv, exportHistoryCsv, exportJson, importFile, importJson } from './data';
export { IMPORT_LIMITS, ImportRefusal, rowRefusal, sizeRefusal } from './import-rules';
export { jsonPieces } from './json-pieces';
export {
  createImportStaging,
  type ImportHead,
  type ImportList,
  ImportNotWhole,
  type ImportPiece,
  type ImportStaging,
} from './staged-import';
