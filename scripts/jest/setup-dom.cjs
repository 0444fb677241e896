// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');
