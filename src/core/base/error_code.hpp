// What an Error is about, as data: a front end renders it with its args from the catalogs
// (assets/i18n/*.po, key "Error.<Name>"), in English for the command-line tool and in the
// player's language in the game. The list itself is error_codes.def.
#pragma once

#include <cstdint>
#include <string_view>

namespace sudoku::core {

enum class ErrorCode : std::uint16_t {
#define SUDOKU_ERROR_CODE(name) name,
#include "core/base/error_codes.def"
#undef SUDOKU_ERROR_CODE
    Count,
};

// The code's name as written in the list ("LineLength"); "" for a value past the list.
[[nodiscard]] std::string_view error_code_name(ErrorCode code);

}  // namespace sudoku::core
