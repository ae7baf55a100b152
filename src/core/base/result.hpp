// Errors as values: the core never throws; fallible functions return Result<T> or an Error.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/base/error_code.hpp"

namespace sudoku::core {

// An error as data: what it is about (code) and its variable parts. The words live only in
// the catalogs: i18n::describe / i18n::english render it ({1}, {2}... are the args, then the
// parts, each rendered in turn: a unit name, the error a located error wraps).
struct Error {
    ErrorCode code = ErrorCode::Unspecified;
    std::vector<std::string> args{};
    std::vector<Error> parts{};
};

[[nodiscard]] Error coded_error(ErrorCode code, std::vector<std::string> args = {},
                                std::vector<Error> parts = {});

// An internal error no player can cause (or a message from a library): its text is its one
// arg and is shown as it is, untranslated.
[[nodiscard]] Error unspecified_error(std::string text);

// "<where>: <error>", where `where` needs no translation (a file name, a JSON field).
[[nodiscard]] Error prefixed_error(std::string where, Error error);

// "line <n>: <error>".
[[nodiscard]] Error line_error(int line, Error error);

// A small std::expected stand-in (C++20 has none): either a value or an error (an Error, or a
// richer type such as io's FileError naming the bad field).
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

  private:
    std::variant<T, E> m_data;
};

}  // namespace sudoku::core
