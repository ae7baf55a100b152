// Whether this test binary is built with AddressSanitizer: the heaviest cases are skipped there
// (doctest::skip(kSanitizedBuild)) or try fewer seeds. The Release run does them all; under the
// sanitizers, ten times slower, lighter cases look at the same code for memory errors.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define SUDOKU_TESTS_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SUDOKU_TESTS_SANITIZED 1
#endif
#endif

#ifdef SUDOKU_TESTS_SANITIZED
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
