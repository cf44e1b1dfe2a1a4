// Compiles nothing of its own: the target it belongs to builds the
// precompiled header that the tests of one folder share (tests/CMakeLists.txt,
// schedlab_test_pch).
