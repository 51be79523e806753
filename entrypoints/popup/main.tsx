import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/shared/fields.css';
import '../../ui/popup/popup.css';
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { PopupApp } from '../../ui/popup/PopupApp';

applyLanguage(document.documentElement, uiLanguage());
render(<PopupApp />, document.getElementById('app')!);
