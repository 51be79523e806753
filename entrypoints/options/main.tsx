import '../../config/zod-jitless';
import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/shared/fields.css';
import '../../ui/options/options.css';
import '../../ui/options/applications/records.css';
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { OptionsApp } from '../../ui/options/OptionsApp';

const lang = uiLanguage();
applyLanguage(document.documentElement, lang);
document.title = optionsT(lang)('pageTitle');
render(<OptionsApp lang={lang} />, document.getElementById('app')!);
