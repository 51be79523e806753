import '../../config/zod-jitless';
import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/shared/fields.css';
import '../../ui/options/options.css';
import '../../ui/options/applications/records.css';
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { followBoardAhead } from '../../ui/options/applications/board-ahead';
import { OptionsApp } from '../../ui/options/OptionsApp';

// Before the first render: the board its classic script read ahead, if it did (entrypoints/options-ahead.ts).
followBoardAhead();
const lang = uiLanguage();
applyLanguage(document.documentElement, lang);
document.title = optionsT(lang)('pageTitle');
render(<OptionsApp lang={lang} />, document.getElementById('app')!);
