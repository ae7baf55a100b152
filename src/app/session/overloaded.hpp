// Overloaded{lambdas...}: one visitor out of several lambdas, for std::visit over command variants.
#pragma once

namespace sudoku::app {

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace sudoku::app
