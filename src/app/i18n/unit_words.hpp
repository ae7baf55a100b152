// The numbered unit names the translated tables share ("row {1}", "hàng {1}", "{1}. satır"):
// one translation each, used by hints, error messages and Watch mode. The diagonals are worded
// per table ("the diagonal" inside a hint sentence, "diagonal" in an error), so they stay there.
#pragma once

#include <array>
#include <cstddef>

#include "app/i18n/strings.hpp"

namespace sudoku::app::unit_words {

using Texts = std::array<const char*, static_cast<std::size_t>(Language::Count)>;  // en, vi, tr

inline constexpr Texts kRow{"row {1}", "hàng {1}", "{1}. satır"};
inline constexpr Texts kColumn{"column {1}", "cột {1}", "{1}. sütun"};
inline constexpr Texts kBox{"box {1}", "khối {1}", "{1}. kutu"};
inline constexpr Texts kRegion{"region {1}", "vùng {1}", "{1}. bölge"};
inline constexpr Texts kWindow{"window {1}", "cửa sổ {1}", "{1}. pencere"};

}  // namespace sudoku::app::unit_words
