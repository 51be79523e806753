import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/welcome/welcome.css';
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { WelcomePage } from '../../ui/welcome/WelcomePage';

const lang = uiLanguage();
applyLanguage(document.documentElement, lang);
document.title = optionsT(lang)('welcome.title');
render(<WelcomePage lang={lang} />, document.getElementById('app')!);
