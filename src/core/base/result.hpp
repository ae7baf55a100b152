// Errors as values: the core never throws; fallible functions return Result<T> or an Error.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/base/error_code.hpp"

namespace sudoku::core {

struct Error {
    std::string message;  // English, one line: what the command-line tool prints
    // For a front end that speaks other languages: what the error is about, the variable
    // parts of the message ({1}, {2}... in its template) and then phrases that are translated
    // in turn (a unit name, the error a located error wraps), numbered after the args.
    ErrorCode code = ErrorCode::Unspecified;
    std::vector<std::string> args{};
    std::vector<Error> parts{};
};

// An error whose message is the English template filled with args, then the parts' messages
// (see core/text_fill.hpp): the same template is the English row of the translated table.
[[nodiscard]] Error coded_error(ErrorCode code, std::string_view english,
                                std::vector<std::string> args = {}, std::vector<Error> parts = {});

// "<where>: <error>", where `where` needs no translation (a file name, a JSON field).
[[nodiscard]] Error prefixed_error(std::string where, Error error);

// "line <n>: <error>".
[[nodiscard]] Error line_error(int line, Error error);

// A small std::expected stand-in (C++20 has none): either a value or an error (an Error, or a
// richer type with a `message` member, such as io's FileError naming the bad field).
template <class T, class E = Error>
class Result {
  public:
    Result(T value) : m_data(std::move(value)) {}  // NOLINT: implicit by design
    Result(E error) : m_data(std::move(error)) {}  // NOLINT: implicit by design

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    [[nodiscard]] T& value() & { return std::get<T>(m_data); }
    [[nodiscard]] const T& value() const& { return std::get<T>(m_data); }
    [[nodiscard]] T&& value() && { return std::get<T>(std::move(m_data)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    [[nodiscard]] const E& error() const { return std::get<E>(m_data); }
    [[nodiscard]] const std::string& message() const { return error().message; }

  private:
    std::variant<T, E> m_data;
};

}  // namespace sudoku::core
