// popup_script_floor: the one paragraph of bench-blank-script.html, painted by this one small classic script file,
// as the popup's kept copy is painted by entrypoints/popup-copy.ts.
const paragraph = document.createElement('p');
paragraph.id = 'bench-blank';
paragraph.textContent = 'blank';
document.getElementById('bench-app').append(paragraph);
