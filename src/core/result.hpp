// Errors as values: the core never throws; fallible functions return Result<T> or an Error.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace sudoku::core {

struct Error {
    std::string message;
};

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
