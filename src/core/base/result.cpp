#include "core/base/result.hpp"

#include <array>

namespace sudoku::core {

namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(ErrorCode::Count)> kNames{
#define SUDOKU_ERROR_CODE(name) #name,
#include "core/base/error_codes.def"
#undef SUDOKU_ERROR_CODE
};

}  // namespace

std::string_view error_code_name(ErrorCode code) {
    const auto i = static_cast<std::size_t>(code);
    return i < kNames.size() ? kNames[i] : std::string_view();
}

Error coded_error(ErrorCode code, std::vector<std::string> args, std::vector<Error> parts) {
    return Error{code, std::move(args), std::move(parts)};
}

Error unspecified_error(std::string text) {
    return Error{ErrorCode::Unspecified, {std::move(text)}, {}};
}

Error prefixed_error(std::string where, Error error) {
    return coded_error(ErrorCode::Prefixed, {std::move(where)}, {std::move(error)});
}

Error line_error(int line, Error error) {
    return coded_error(ErrorCode::AtLine, {std::to_string(line)}, {std::move(error)});
}

}  // namespace sudoku::core
