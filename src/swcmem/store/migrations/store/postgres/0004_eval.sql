-- QA evaluation answers and verdicts, stored as they arrive (the twin of sqlite/0004).
CREATE TABLE eval_runs (
    id TEXT COLLATE "C" PRIMARY KEY,
    config JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE eval_answers (
    setting TEXT COLLATE "C" NOT NULL,
    condition TEXT COLLATE "C" NOT NULL,
    conversation_id TEXT COLLATE "C" NOT NULL,
    qa_idx INTEGER NOT NULL,
    category INTEGER NOT NULL,
    question TEXT COLLATE "C" NOT NULL,
    gold TEXT COLLATE "C" NOT NULL,
    context_tokens INTEGER NOT NULL,
    answer TEXT COLLATE "C",
    error TEXT COLLATE "C",
    model TEXT COLLATE "C",
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    latency_s DOUBLE PRECISION NOT NULL DEFAULT 0,
    cached INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (setting, condition, conversation_id, qa_idx)
);

CREATE TABLE eval_verdicts (
    setting TEXT COLLATE "C" NOT NULL,
    condition TEXT COLLATE "C" NOT NULL,
    conversation_id TEXT COLLATE "C" NOT NULL,
    qa_idx INTEGER NOT NULL,
    judge TEXT COLLATE "C" NOT NULL,
    judge_setting TEXT COLLATE "C" NOT NULL,
    answer_hash TEXT COLLATE "C" NOT NULL,
    verdict INTEGER,
    raw TEXT COLLATE "C",
    error TEXT COLLATE "C",
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    cached INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (setting, condition, conversation_id, qa_idx, judge, judge_setting)
);
