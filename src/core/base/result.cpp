#include "core/base/result.hpp"

#include "core/base/text_fill.hpp"

namespace sudoku::core {

Error coded_error(ErrorCode code, std::string_view english, std::vector<std::string> args,
                  std::vector<Error> parts) {
    std::vector<std::string> values = args;
    for (const Error& part : parts)
        values.push_back(part.message);
    return Error{fill_placeholders(english, values), code, std::move(args), std::move(parts)};
}

Error prefixed_error(std::string where, Error error) {
    return coded_error(ErrorCode::Prefixed, "{1}: {2}", {std::move(where)}, {std::move(error)});
}

Error line_error(int line, Error error) {
    return coded_error(ErrorCode::AtLine, "line {1}: {2}", {std::to_string(line)},
                       {std::move(error)});
}

}  // namespace sudoku::core
