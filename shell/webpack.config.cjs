module.exports = require('../build/webpack.factory.cjs').shellConfig(__dirname);
