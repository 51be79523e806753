export { createAlert } from './alerts';
export { deleteAlert, setAlertActive } from './changes';
export { type AlertMerge, mergeServiceAlerts } from './merge';
