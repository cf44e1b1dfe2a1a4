-- A run store as SchedLab wrote it with schema version 2 (before group
-- memberships: one group per run in runs.grp), dumped with
-- `sqlite3 runs.sqlite .dump` plus its user_version. The two runs of
-- store-schema-v1.sql (cli-tiny.swf, FCFS and EASY on single:4) migrated to
-- version 2, then given the groups 'orders-tiny' and 'easy-tiny', notes, a
-- tag and two samples. tests/store/StoreMigrationTest.cpp builds a database
-- from this text and opens it with the current SchedLab.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        run_key TEXT NOT NULL,
        name TEXT NOT NULL,
        trace_path TEXT NOT NULL,
        trace_sha256 TEXT NOT NULL,
        trace_job_count INTEGER NOT NULL,
        transforms_json TEXT NOT NULL,
        platform_name TEXT NOT NULL,
        platform_json TEXT NOT NULL,
        policy TEXT NOT NULL,
        parameters_json TEXT NOT NULL,
        seed INTEGER NOT NULL,
        schedlab_version TEXT NOT NULL,
        started_at TEXT NOT NULL,
        duration_seconds REAL NOT NULL,
        metrics_json TEXT NOT NULL, notes TEXT NOT NULL DEFAULT '', grp TEXT NOT NULL DEFAULT '');
INSERT INTO runs VALUES(1,'3f2a9c1e5b7d4e0f8a6b2c4d1e3f5a7b','9d4e1c3b5a7f2e0d8c6b4a2f1e3d5c7b9a8f6e4d2c0b1a3f5e7d9c8b6a4f2e0d','fcfs · single:4 · cli-tiny.swf','tests/data/cli-tiny.swf','6c1b0e9f6f3f3a0d2b6e8c4a1f7d5e3b9a2c4e6f8d0b1a3c5e7f9d2b4a6c8e0f',4,'[]','single:4','{"machines":[{"name":"single","nodes":4}]}','fcfs','{}',0,'0.0.9','2026-10-02T08:30:00Z',0.012000000000000000249,'{"art":132.5,"jobs":4,"makespan":180}','','orders-tiny');
INSERT INTO runs VALUES(2,'7b5a3f1e9d7c5b3a1f9e7d5c3b1a9f8e','1a3c5e7f9b2d4f6a8c0e1b3d5f7a9c2e4f6b8d0a1c3e5f7b9d2f4a6c8e0b1d3f','easy · single:4 · cli-tiny.swf','tests/data/cli-tiny.swf','6c1b0e9f6f3f3a0d2b6e8c4a1f7d5e3b9a2c4e6f8d0b1a3c5e7f9d2b4a6c8e0f',4,'["jobs:1-4"]','single:4','{"machines":[{"name":"single","nodes":4}]}','easy','{"reservationDepth":"1"}',42,'0.0.9','2026-10-02T08:31:00Z',0.014999999999999999444,'{"art":75,"jobs":4,"makespan":150}','migrated from version 2','easy-tiny');
CREATE TABLE run_metrics (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value REAL,
        PRIMARY KEY (run_id, key));
INSERT INTO run_metrics VALUES(1,'jobs',4.0);
INSERT INTO run_metrics VALUES(1,'art',132.5);
INSERT INTO run_metrics VALUES(1,'makespan',180.0);
INSERT INTO run_metrics VALUES(2,'jobs',4.0);
INSERT INTO run_metrics VALUES(2,'art',75.0);
INSERT INTO run_metrics VALUES(2,'makespan',150.0);
CREATE TABLE run_jobs (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        job_id INTEGER NOT NULL,
        submit INTEGER NOT NULL,
        start_time INTEGER,
        end_time INTEGER,
        nodes INTEGER NOT NULL,
        allocation TEXT NOT NULL,
        flags INTEGER NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
INSERT INTO run_jobs VALUES(1,0,1,0,0,100,2,'0-1',0);
INSERT INTO run_jobs VALUES(1,1,2,10,100,150,4,'0-3',0);
INSERT INTO run_jobs VALUES(1,2,3,20,150,180,1,'0',0);
INSERT INTO run_jobs VALUES(1,3,4,30,150,160,2,'1-2',0);
INSERT INTO run_jobs VALUES(2,0,1,0,0,100,2,'0-1',0);
INSERT INTO run_jobs VALUES(2,1,2,10,100,150,4,'0-3',0);
INSERT INTO run_jobs VALUES(2,2,3,20,20,50,1,'2',0);
INSERT INTO run_jobs VALUES(2,3,4,30,50,60,2,'2-3',0);
CREATE TABLE run_tags (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        tag TEXT NOT NULL,
        PRIMARY KEY (run_id, tag));
INSERT INTO run_tags VALUES(2,'baseline');
CREATE TABLE run_samples (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        time INTEGER NOT NULL,
        busy INTEGER NOT NULL,
        queue INTEGER NOT NULL,
        running INTEGER NOT NULL,
        completed INTEGER NOT NULL,
        awrt REAL NOT NULL,
        busy_per_machine TEXT NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
INSERT INTO run_samples VALUES(2,0,0,2,0,1,0,0.0,'2');
INSERT INTO run_samples VALUES(2,1,100,4,2,1,1,100.0,'4');
CREATE INDEX runs_run_key ON runs(run_key);
CREATE INDEX runs_grp ON runs(grp);
CREATE INDEX run_tags_tag ON run_tags(tag);
COMMIT;
PRAGMA user_version=2;
