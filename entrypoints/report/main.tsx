import '../../config/zod-jitless';
import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/shared/fields.css';
import '../../ui/report/report.css';
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { recordsT } from '../../i18n/records';
import { ReportApp } from '../../ui/report/ReportApp';

const lang = uiLanguage();
applyLanguage(document.documentElement, lang);
document.title = recordsT(lang)('reportTitle');
render(<ReportApp initialLang={lang} />, document.getElementById('app')!);
