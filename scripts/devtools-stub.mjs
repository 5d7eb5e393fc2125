// Stands in for react-devtools-core in the bundle: tobikoe never connects to devtools.
export default { initialize() {}, connectToDevTools() {} };
