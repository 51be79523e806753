export { exportCsv, exportHistoryCsv, exportJson, importJson } from './data';
