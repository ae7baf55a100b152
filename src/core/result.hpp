// Errors as values: the core never throws; fallible functions return Result<T> or an Error.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace sudoku::core {

struct Error {
    std::string message;
};

// A small std::expected stand-in (C++20 has none): either a value or an Error.
template <class T>
class Result {
  public:
    Result(T value) : m_data(std::move(value)) {}      // NOLINT: implicit by design
    Result(Error error) : m_data(std::move(error)) {}  // NOLINT: implicit by design

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    [[nodiscard]] T& value() & { return std::get<T>(m_data); }
    [[nodiscard]] const T& value() const& { return std::get<T>(m_data); }
    [[nodiscard]] T&& value() && { return std::get<T>(std::move(m_data)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    [[nodiscard]] const Error& error() const { return std::get<Error>(m_data); }
    [[nodiscard]] const std::string& message() const { return error().message; }

  private:
    std::variant<T, Error> m_data;
};

}  // namespace sudoku::core
