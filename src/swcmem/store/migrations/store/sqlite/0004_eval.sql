-- QA evaluation: every answer and every verdict is stored as it arrives, so a run resumes
-- after a crash and a rerun costs nothing. ``setting`` hashes what changes an answer (answer
-- LLM, budget, prompt version, strategy options); ``judge_setting`` what changes a verdict.
CREATE TABLE eval_runs (
    id TEXT PRIMARY KEY,             -- the answer setting hash
    config TEXT NOT NULL,            -- JSON: the settings the hash covers
    created_at TEXT NOT NULL
);

CREATE TABLE eval_answers (
    setting TEXT NOT NULL,
    condition TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    qa_idx INTEGER NOT NULL,
    category INTEGER NOT NULL,
    question TEXT NOT NULL,
    gold TEXT NOT NULL,
    context_tokens INTEGER NOT NULL,
    answer TEXT,                     -- NULL when the call failed (retried on the next run)
    error TEXT,
    model TEXT,
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    latency_s REAL NOT NULL DEFAULT 0,
    cached INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    PRIMARY KEY (setting, condition, conversation_id, qa_idx)
);

CREATE TABLE eval_verdicts (
    setting TEXT NOT NULL,
    condition TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    qa_idx INTEGER NOT NULL,
    judge TEXT NOT NULL,             -- 'strict' | 'lenient'
    judge_setting TEXT NOT NULL,
    answer_hash TEXT NOT NULL,       -- the answer judged (a changed answer is judged again)
    verdict INTEGER,                 -- 1 yes, 0 no, NULL unparseable reply or failed call
    raw TEXT,
    error TEXT,
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    cached INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    PRIMARY KEY (setting, condition, conversation_id, qa_idx, judge, judge_setting)
);
