import { render } from 'preact';
import '../../components/theme.css';
import '../../components/fields.css';
import '../../components/options.css';
import { OptionsApp } from '../../components/OptionsApp';
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { optionsT } from '../../i18n/options';

const lang = uiLanguage();
applyLanguage(document.documentElement, lang);
document.title = optionsT(lang)('pageTitle');
render(<OptionsApp lang={lang} />, document.getElementById('app')!);
