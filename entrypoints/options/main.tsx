import { render } from 'preact';

render(<main>jobstar settings</main>, document.getElementById('app')!);
