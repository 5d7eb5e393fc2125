import nodeModule from 'node:module';

/*
 * Ink drawing one line of text and nothing else: the floor under any first
 * frame that Ink draws (the brief's renderer), built as the app is built
 * (React's production build, Yoga without fetch) and with Node's compile
 * cache on as the app's entry turns it on. The bench sets its first paint
 * beside the menu's and Node's own one line.
 */
const { enableCompileCache } = nodeModule as { enableCompileCache?: () => unknown };
enableCompileCache?.();

const [{ render, Text }, { default: React }] = await Promise.all([import('ink'), import('react')]);
render(React.createElement(Text, null, 'one line from ink'));
