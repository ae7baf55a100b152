// sudoku-lab entry point (placeholder until the window lands).
#include <cstdio>
int main() {
    std::puts("sudoku-lab");
    return 0;
}
