import { render } from 'preact';

render(<main>jobstar</main>, document.getElementById('app')!);
