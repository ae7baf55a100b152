#include "core/search/course_code.hpp"

#include "core/grid/symbols.hpp"

// [SECTION] index: naive (Python, C#), mrv (Python, C#), propagate (Python, C#), dlx (Python,
// C#), lookups.
// Each table row names the statement its line must contain; tests/test_course_code.cpp runs
// the searches and checks every event against these rows.

namespace sudoku::core {

namespace {

constexpr int kAny = kAnyPseudoLine;

// [SECTION] naive: lessons 000/001 (giai / tim_o_trong / kiem_tra), in English names.
constexpr std::string_view kNaivePython[] = {
    "def find_empty(board):",
    "    for row in range(N):",
    "        for col in range(N):",
    "            if board[row][col] == 0:",
    "                return row, col",
    "    return None",
    "",
    "def is_valid(board, value, row, col):",
    "    for i in range(N):",
    "        if board[row][i] == value or board[i][col] == value:",
    "            return False",
    "    top, left = row - row % BOX_ROWS, col - col % BOX_COLS",
    "    for i in range(top, top + BOX_ROWS):",
    "        for j in range(left, left + BOX_COLS):",
    "            if board[i][j] == value:",
    "                return False",
    "    return True",
    "",
    "def solve(board):",
    "    found = find_empty(board)",
    "    if found is None:",
    "        return True",
    "    row, col = found",
    "    for value in range(1, N + 1):",
    "        if is_valid(board, value, row, col):",
    "            board[row][col] = value",
    "            if solve(board):",
    "                return True",
    "            board[row][col] = 0",
    "    return False",
};
// Pseudo-code lines of naive: 1 find_empty, 2 full, 4 is_valid, 5 write, 7 reset, 8 False.
constexpr CodeLineRule kNaivePythonRules[] = {
    {StepKind::Select, kAny, 19, "find_empty(board)"},
    {StepKind::Solution, kAny, 21, "return True"},
    {StepKind::Try, kAny, 24, "is_valid(board, value, row, col)"},
    {StepKind::Reject, kAny, 24, "is_valid(board, value, row, col)"},
    {StepKind::Place, kAny, 25, "board[row][col] = value"},
    {StepKind::Remove, kAny, 28, "board[row][col] = 0"},
    {StepKind::DeadEnd, kAny, 29, "return False"},
    {StepKind::Exhausted, kAny, 29, "return False"},
};

constexpr std::string_view kNaiveCSharp[] = {
    "static bool FindEmpty(int[,] board, out int row, out int col)",
    "{",
    "    for (row = 0; row < N; row++)",
    "        for (col = 0; col < N; col++)",
    "            if (board[row, col] == 0) return true;",
    "    row = col = -1;",
    "    return false;",
    "}",
    "",
    "static bool IsValid(int[,] board, int value, int row, int col)",
    "{",
    "    for (int i = 0; i < N; i++)",
    "        if (board[row, i] == value || board[i, col] == value) return false;",
    "    int top = row - row % BoxRows, left = col - col % BoxCols;",
    "    for (int i = top; i < top + BoxRows; i++)",
    "        for (int j = left; j < left + BoxCols; j++)",
    "            if (board[i, j] == value) return false;",
    "    return true;",
    "}",
    "",
    "static bool Solve(int[,] board)",
    "{",
    "    if (!FindEmpty(board, out int row, out int col))",
    "        return true;",
    "    for (int value = 1; value <= N; value++)",
    "    {",
    "        if (IsValid(board, value, row, col))",
    "        {",
    "            board[row, col] = value;",
    "            if (Solve(board)) return true;",
    "            board[row, col] = 0;",
    "        }",
    "    }",
    "    return false;",
    "}",
};
constexpr CodeLineRule kNaiveCSharpRules[] = {
    {StepKind::Select, kAny, 22, "FindEmpty(board, out int row, out int col)"},
    {StepKind::Solution, kAny, 23, "return true;"},
    {StepKind::Try, kAny, 26, "IsValid(board, value, row, col)"},
    {StepKind::Reject, kAny, 26, "IsValid(board, value, row, col)"},
    {StepKind::Place, kAny, 28, "board[row, col] = value;"},
    {StepKind::Remove, kAny, 30, "board[row, col] = 0;"},
    {StepKind::DeadEnd, kAny, 33, "return false;"},
    {StepKind::Exhausted, kAny, 33, "return false;"},
};

// [SECTION] mrv: lesson 002's find_mrv_cell + solve_sudoku with its trial_count.
constexpr std::string_view kMrvPython[] = {
    "def find_mrv_cell(board):",
    "    min_options, best_cell = N + 1, None",
    "    for row in range(N):",
    "        for col in range(N):",
    "            if board[row][col] == 0:",
    "                options = [val for val in range(1, N + 1)",
    "                           if is_valid(board, row, col, val)]",
    "                if not options:",
    "                    return None",
    "                if len(options) < min_options:",
    "                    min_options = len(options)",
    "                    best_cell = (row, col, options)",
    "                if min_options == 1:",
    "                    return best_cell",
    "    return best_cell",
    "",
    "def solve_sudoku(board, trial_count):",
    "    cell = find_mrv_cell(board)",
    "    if cell is None:",
    "        return all(all(v != 0 for v in r) for r in board)",
    "    row, col, options = cell",
    "    for val in options:",
    "        trial_count[0] += 1",
    "        board[row][col] = val",
    "        if solve_sudoku(board, trial_count):",
    "            return True",
    "        board[row][col] = 0",
    "    return False",
};
// Pseudo-code lines of mrv: 4 no options (DeadEnd), 16 return False (DeadEnd, Exhausted).
constexpr CodeLineRule kMrvPythonRules[] = {
    {StepKind::Select, kAny, 17, "find_mrv_cell(board)"},
    {StepKind::DeadEnd, 4, 8, "return None"},
    {StepKind::Solution, kAny, 19, "return all("},
    {StepKind::Try, kAny, 21, "for val in options"},
    {StepKind::Place, kAny, 23, "board[row][col] = val"},
    {StepKind::Remove, kAny, 26, "board[row][col] = 0"},
    {StepKind::DeadEnd, kAny, 27, "return False"},
    {StepKind::Exhausted, kAny, 27, "return False"},
};

constexpr std::string_view kMrvCSharp[] = {
    "static (int row, int col, List<int> options)? FindMrvCell(int[,] board)",
    "{",
    "    int minOptions = N + 1;",
    "    (int, int, List<int>)? bestCell = null;",
    "    for (int row = 0; row < N; row++)",
    "        for (int col = 0; col < N; col++)",
    "        {",
    "            if (board[row, col] != 0) continue;",
    "            var options = Enumerable.Range(1, N)",
    "                .Where(val => IsValid(board, row, col, val)).ToList();",
    "            if (options.Count == 0) return null;",
    "            if (options.Count < minOptions)",
    "            {",
    "                minOptions = options.Count;",
    "                bestCell = (row, col, options);",
    "            }",
    "            if (minOptions == 1) return bestCell;",
    "        }",
    "    return bestCell;",
    "}",
    "",
    "static bool SolveSudoku(int[,] board, ref int trialCount)",
    "{",
    "    var cell = FindMrvCell(board);",
    "    if (cell == null) return IsFull(board);",
    "    var (row, col, options) = cell.Value;",
    "    foreach (int val in options)",
    "    {",
    "        trialCount++;",
    "        board[row, col] = val;",
    "        if (SolveSudoku(board, ref trialCount)) return true;",
    "        board[row, col] = 0;",
    "    }",
    "    return false;",
    "}",
};
constexpr CodeLineRule kMrvCSharpRules[] = {
    {StepKind::Select, kAny, 23, "FindMrvCell(board)"},
    {StepKind::DeadEnd, 4, 10, "return null;"},
    {StepKind::Solution, kAny, 24, "return IsFull(board);"},
    {StepKind::Try, kAny, 26, "foreach (int val in options)"},
    {StepKind::Place, kAny, 29, "board[row, col] = val;"},
    {StepKind::Remove, kAny, 31, "board[row, col] = 0;"},
    {StepKind::DeadEnd, kAny, 33, "return false;"},
    {StepKind::Exhausted, kAny, 33, "return false;"},
};

// [SECTION] propagate: the same recursion with candidates kept, forward checking and singles.
constexpr std::string_view kPropagatePython[] = {
    "def solve(board):",
    "    cands = {(row, col): legal_values(board, row, col)",
    "             for (row, col) in empty_cells(board)}",
    "    saved = copy(board, cands)",
    "    if propagate(board, cands) and search(board, cands):",
    "        return True",
    "    restore(board, cands, saved)",
    "    return False",
    "",
    "def search(board, cands):",
    "    if not empty_cells(board):",
    "        return True",
    "    row, col = min(empty_cells(board), key=lambda rc: len(cands[rc]))",
    "    for value in sorted(cands[(row, col)]):",
    "        saved = copy(board, cands)",
    "        place(board, cands, row, col, value)",
    "        if propagate(board, cands) and search(board, cands):",
    "            return True",
    "        restore(board, cands, saved)",
    "    return False",
    "",
    "def place(board, cands, row, col, value):",
    "    board[row][col] = value",
    "    for (r, c) in peers(row, col):",
    "        cands[(r, c)].discard(value)",
    "",
    "def propagate(board, cands):",
    "    while True:",
    "        if has_contradiction(board, cands):",
    "            return False",
    "        single = first_naked_single(board, cands)",
    "        hidden = first_hidden_single(board, cands)",
    "        if single:",
    "            place(board, cands, *single)",
    "        elif hidden:",
    "            place(board, cands, *hidden)",
    "        else:",
    "            return True",
};
// Pseudo-code lines of propagate: 4 restore at the root, 5 root False, 7 full, 8 choose,
// 9 for value, 11 place the value tried, 13 restore, 14 False, 17 strike, 20 contradiction,
// 21 naked single, 22 hidden single.
constexpr CodeLineRule kPropagatePythonRules[] = {
    {StepKind::Remove, 4, 6, "restore(board, cands, saved)"},
    {StepKind::Exhausted, kAny, 7, "return False"},
    {StepKind::Solution, kAny, 11, "return True"},
    {StepKind::Select, kAny, 12, "row, col = min(empty_cells(board)"},
    {StepKind::Try, kAny, 13, "for value in sorted(cands[(row, col)])"},
    {StepKind::Place, 11, 15, "place(board, cands, row, col, value)"},
    {StepKind::Remove, kAny, 18, "restore(board, cands, saved)"},
    {StepKind::DeadEnd, 14, 19, "return False"},
    {StepKind::Eliminate, kAny, 24, ".discard(value)"},
    {StepKind::DeadEnd, kAny, 29, "return False"},
    {StepKind::Place, 21, 33, "place(board, cands, *single)"},
    {StepKind::Place, 22, 35, "place(board, cands, *hidden)"},
};

constexpr std::string_view kPropagateCSharp[] = {
    "static bool Solve(int[,] board)",
    "{",
    "    var cands = Candidates.Of(board);",
    "    var saved = Save(board, cands);",
    "    if (Propagate(board, cands) && Search(board, cands)) return true;",
    "    Restore(board, cands, saved);",
    "    return false;",
    "}",
    "",
    "static bool Search(int[,] board, Candidates cands)",
    "{",
    "    if (!HasEmptyCell(board)) return true;",
    "    var (row, col) = FewestCandidates(board, cands);",
    "    foreach (int value in cands[row, col].ToList())",
    "    {",
    "        var saved = Save(board, cands);",
    "        Place(board, cands, row, col, value);",
    "        if (Propagate(board, cands) && Search(board, cands)) return true;",
    "        Restore(board, cands, saved);",
    "    }",
    "    return false;",
    "}",
    "",
    "static void Place(int[,] board, Candidates cands, int row, int col, int value)",
    "{",
    "    board[row, col] = value;",
    "    foreach (var (r, c) in Peers(row, col))",
    "        cands[r, c].Remove(value);",
    "}",
    "",
    "static bool Propagate(int[,] board, Candidates cands)",
    "{",
    "    while (true)",
    "    {",
    "        if (HasContradiction(board, cands)) return false;",
    "        if (FirstNakedSingle(board, cands) is (int r, int c, int v))",
    "            Place(board, cands, r, c, v);",
    "        else if (FirstHiddenSingle(board, cands) is (int hr, int hc, int hv))",
    "            Place(board, cands, hr, hc, hv);",
    "        else",
    "            return true;",
    "    }",
    "}",
};
constexpr CodeLineRule kPropagateCSharpRules[] = {
    {StepKind::Remove, 4, 5, "Restore(board, cands, saved);"},
    {StepKind::Exhausted, kAny, 6, "return false;"},
    {StepKind::Solution, kAny, 11, "if (!HasEmptyCell(board)) return true;"},
    {StepKind::Select, kAny, 12, "FewestCandidates(board, cands)"},
    {StepKind::Try, kAny, 13, "foreach (int value in cands[row, col]"},
    {StepKind::Place, 11, 16, "Place(board, cands, row, col, value);"},
    {StepKind::Remove, kAny, 18, "Restore(board, cands, saved);"},
    {StepKind::DeadEnd, 14, 20, "return false;"},
    {StepKind::Eliminate, kAny, 27, ".Remove(value);"},
    {StepKind::DeadEnd, kAny, 34, "return false;"},
    {StepKind::Place, 21, 36, "Place(board, cands, r, c, v);"},
    {StepKind::Place, 22, 38, "Place(board, cands, hr, hc, hv);"},
};

// [SECTION] dlx: Knuth's Algorithm X on dancing links (search(k) of "Dancing Links", 2000).
constexpr std::string_view kDlxPython[] = {
    "def choose_column():",
    "    if RULE == \"first\":",
    "        return header.right",
    "    return min(columns(), key=lambda c: c.size)",
    "",
    "def search(k):",
    "    if header.right is header:",
    "        return True",
    "    c = choose_column()",
    "    if c.size == 0:",
    "        return False",
    "    cover(c)",
    "    for r in column_rows(c):",
    "        solution[k] = r",
    "        for j in row_others(r): cover(j.column)",
    "        if search(k + 1): return True",
    "        for j in reversed(row_others(r)): uncover(j.column)",
    "    uncover(c)",
    "    return False",
};
// Pseudo-code lines of dlx: 1 solution, 2 choose, 3 empty column, 5 row, 6 choose row,
// 8 unchoose row, 9 uncover and return.
constexpr CodeLineRule kDlxPythonRules[] = {
    {StepKind::Solution, kAny, 7, "return True"},
    {StepKind::Select, kAny, 8, "choose_column()"},
    {StepKind::DeadEnd, 3, 10, "return False"},
    {StepKind::Try, kAny, 12, "for r in column_rows(c):"},
    {StepKind::Place, kAny, 14, "cover(j.column)"},
    {StepKind::Remove, kAny, 16, "uncover(j.column)"},
    {StepKind::DeadEnd, kAny, 18, "return False"},
    {StepKind::Exhausted, kAny, 18, "return False"},
};

constexpr std::string_view kDlxCSharp[] = {
    "static Column ChooseColumn()",
    "{",
    "    if (Rule == ColumnRule.First) return Header.Right;",
    "    return Columns().OrderBy(c => c.Size).First();",
    "}",
    "",
    "static bool Search(int k)",
    "{",
    "    if (Header.Right == Header) return true;",
    "    Column c = ChooseColumn();",
    "    if (c.Size == 0) return false;",
    "    Cover(c);",
    "    foreach (Node r in c.Rows())",
    "    {",
    "        Solution[k] = r;",
    "        foreach (Node j in r.Others()) Cover(j.Column);",
    "        if (Search(k + 1)) return true;",
    "        foreach (Node j in r.Others().Reverse()) Uncover(j.Column);",
    "    }",
    "    Uncover(c);",
    "    return false;",
    "}",
};
constexpr CodeLineRule kDlxCSharpRules[] = {
    {StepKind::Solution, kAny, 8, "return true;"},
    {StepKind::Select, kAny, 9, "ChooseColumn()"},
    {StepKind::DeadEnd, 3, 10, "return false;"},
    {StepKind::Try, kAny, 12, "foreach (Node r in c.Rows())"},
    {StepKind::Place, kAny, 15, "Cover(j.Column);"},
    {StepKind::Remove, kAny, 17, "Uncover(j.Column);"},
    {StepKind::DeadEnd, kAny, 20, "return false;"},
    {StepKind::Exhausted, kAny, 20, "return false;"},
};

}  // namespace

// [SECTION] lookups
const char* code_language_name(CodeLanguage language) {
    switch (language) {
        case CodeLanguage::Pseudo:
            return "pseudo";
        case CodeLanguage::Python:
            return "python";
        case CodeLanguage::CSharp:
            return "csharp";
    }
    return "pseudo";
}

CourseListing course_listing(Algorithm algorithm, CodeLanguage language) {
    switch (language) {
        case CodeLanguage::Pseudo:
            return {pseudo_code(algorithm), {}};
        case CodeLanguage::Python:
            switch (algorithm) {
                case Algorithm::Naive:
                    return {kNaivePython, kNaivePythonRules};
                case Algorithm::Mrv:
                    return {kMrvPython, kMrvPythonRules};
                case Algorithm::Propagate:
                    return {kPropagatePython, kPropagatePythonRules};
                case Algorithm::Dlx:
                    return {kDlxPython, kDlxPythonRules};
                case Algorithm::Custom:
                    break;
            }
            break;
        case CodeLanguage::CSharp:
            switch (algorithm) {
                case Algorithm::Naive:
                    return {kNaiveCSharp, kNaiveCSharpRules};
                case Algorithm::Mrv:
                    return {kMrvCSharp, kMrvCSharpRules};
                case Algorithm::Propagate:
                    return {kPropagateCSharp, kPropagateCSharpRules};
                case Algorithm::Dlx:
                    return {kDlxCSharp, kDlxCSharpRules};
                case Algorithm::Custom:
                    break;
            }
            break;
    }
    return {pseudo_code(algorithm), {}};
}

CourseListing course_listing(const StepSolverOptions& options, CodeLanguage language) {
    const StepSolverOptions n = normalized_options(options);
    // The switches have no course listing of their own: every language shows the pseudo-code.
    if (n.algorithm == Algorithm::Custom) return {pseudo_code(n), {}};
    return course_listing(n.algorithm, language);
}

int course_line(const StepSolverOptions& options, CodeLanguage language, const Step& step) {
    const StepSolverOptions n = normalized_options(options);
    if (n.algorithm != Algorithm::Custom) return course_line(n.algorithm, language, step);
    return step.line < pseudo_code(n).size() ? step.line : -1;
}

int course_line(Algorithm algorithm, CodeLanguage language, const Step& step) {
    const CourseListing listing = course_listing(algorithm, language);
    if (language == CodeLanguage::Pseudo) return step.line < listing.lines.size() ? step.line : -1;
    // The first row naming this exact pseudo-code line wins over a row for any line.
    int any = -1;
    for (const CodeLineRule& rule : listing.rules) {
        if (rule.kind != step.kind) continue;
        if (rule.pseudo == step.line) return rule.line;
        if (rule.pseudo == kAnyPseudoLine && any < 0) any = rule.line;
    }
    return any;
}

std::string course_variables(Algorithm algorithm, CodeLanguage language, const Step& step,
                             const Layout& layout) {
    if (step.cell == kNoCell || step.cell >= layout.cell_count()) return {};
    const int row = layout.row_of(step.cell);
    const int col = layout.col_of(step.cell);
    std::string out;
    if (language == CodeLanguage::Pseudo) {
        out = "cell = " + layout.cell_name(step.cell);
    } else {
        out = "row = " + std::to_string(row) + ", col = " + std::to_string(col);
    }
    if (step.digit != kEmpty) {
        // Values are numbers in the courses' code (10 for A on a 16x16).
        // lesson 002 calls it val
        const char* name =
            algorithm == Algorithm::Mrv && language != CodeLanguage::Pseudo ? "val" : "value";
        out += std::string(", ") + name + " = " +
               (language == CodeLanguage::Pseudo ? std::string(1, digit_symbol(step.digit))
                                                 : std::to_string(step.digit));
    }
    return out;
}

}  // namespace sudoku::core
