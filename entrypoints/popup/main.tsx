import { render } from 'preact';
import '../../components/theme.css';
import '../../components/fields.css';
import '../../components/popup.css';
import { PopupApp } from '../../components/PopupApp';
import { applyLanguage, uiLanguage } from '../../i18n/index';

applyLanguage(document.documentElement, uiLanguage());
render(<PopupApp />, document.getElementById('app')!);
