export { exportCsv, exportHistoryCsv, exportJson, importJson } from './data';
export { IMPORT_LIMITS, ImportRefusal, rowRefusal, sizeRefusal } from './import-rules';
