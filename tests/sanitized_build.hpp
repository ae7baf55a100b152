// Whether this test binary is built with AddressSanitizer: the heaviest generator cases try
// fewer seeds there (the Release run tries them all; under the sanitizers the same code paths
// are looked at for memory errors, ten times slower).
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
