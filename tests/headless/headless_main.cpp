// doctest runner for the headless frame tests (the game's frame without a window).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
